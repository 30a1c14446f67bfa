// Glide's view of libevdev (Debian: libevdev-dev). Nothing is wrapped here: the module map only
// makes libevdev's header and the kernel's input constants visible to Swift.
#ifndef GLIDE_CEVDEV_SHIM_H
#define GLIDE_CEVDEV_SHIM_H

#include <libevdev/libevdev.h>
#include <linux/input.h>

#endif
