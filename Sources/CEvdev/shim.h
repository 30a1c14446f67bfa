// Glide's view of libevdev (Debian: libevdev-dev): libevdev's header and the kernel's input constants,
// and the three state queries of the evdev protocol whose request numbers are C macros of a size or a
// code (`EVIOCGKEY(len)`, `EVIOCGABS(abs)`, `EVIOCGMTSLOTS(len)`), which Swift cannot expand.
#ifndef GLIDE_CEVDEV_SHIM_H
#define GLIDE_CEVDEV_SHIM_H

#include <libevdev/libevdev.h>
#include <linux/input.h>
#include <stddef.h>
#include <stdint.h>
#include <sys/ioctl.h>

/// The state of every key (`size` bytes of bits, one per key code): 0, or -1 with errno set.
static inline int glide_evdev_key_state(int fd, uint8_t *bits, size_t size) {
  return ioctl(fd, EVIOCGKEY(size), bits);
}

/// The absolute axis `code`'s value and range: 0, or -1 with errno set.
static inline int glide_evdev_abs_info(int fd, unsigned int code, struct input_absinfo *info) {
  return ioctl(fd, EVIOCGABS(code), info);
}

/// The multitouch axis `request[0]`'s value in each of `count - 1` slots, written to `request[1…]`
/// (`struct input_mt_request_layout`): 0, or -1 with errno set.
static inline int glide_evdev_mt_slots(int fd, int32_t *request, size_t count) {
  return ioctl(fd, EVIOCGMTSLOTS(count * sizeof(int32_t)), request);
}

#endif
