/*
 * evemu-check: print what libevemu reads from an evemu file, so tests can compare it with Glide's reading.
 *
 *     cc -o evemu-check tools/evemu-check.c $(pkg-config --cflags --libs evemu)   (or -levemu)
 *     evemu-check FILE
 *
 * Output, one item a line:
 *     name NAME
 *     id BUSTYPE VENDOR PRODUCT VERSION          (hex, 4 digits)
 *     abs CODE MIN MAX FUZZ FLAT RESOLUTION      (code hex 2 digits, the rest decimal), for every axis
 *     SEC.USEC TYPE CODE VALUE                   (type and code hex 4 digits, value decimal), every event
 * Exit status 0, or 1 when the file cannot be opened or its description cannot be read.
 */
#include <evemu.h>
#include <linux/input.h>
#include <stdio.h>

static void print_device(const struct evemu_device *dev)
{
	printf("name %s\n", evemu_get_name(dev));
	printf("id %04x %04x %04x %04x\n", evemu_get_id_bustype(dev), evemu_get_id_vendor(dev),
	       evemu_get_id_product(dev), evemu_get_id_version(dev));
	for (int code = 0; code <= ABS_MAX; code++) {
		if (!evemu_has_event(dev, EV_ABS, code))
			continue;
		printf("abs %02x %d %d %d %d %d\n", code, evemu_get_abs_minimum(dev, code),
		       evemu_get_abs_maximum(dev, code), evemu_get_abs_fuzz(dev, code),
		       evemu_get_abs_flat(dev, code), evemu_get_abs_resolution(dev, code));
	}
}

int main(int argc, char **argv)
{
	if (argc != 2) {
		fprintf(stderr, "usage: evemu-check FILE\n");
		return 2;
	}
	FILE *file = fopen(argv[1], "r");
	if (!file) {
		perror(argv[1]);
		return 1;
	}
	struct evemu_device *dev = evemu_new(NULL);
	if (!dev || evemu_read(dev, file) < 0) {
		fprintf(stderr, "%s: libevemu cannot read the device description\n", argv[1]);
		return 1;
	}
	print_device(dev);
	struct input_event event;
	while (evemu_read_event(file, &event) > 0)
		printf("%lu.%06lu %04x %04x %d\n", (unsigned long)event.input_event_sec,
		       (unsigned long)event.input_event_usec, event.type, event.code, event.value);
	evemu_delete(dev);
	fclose(file);
	return 0;
}
