/*
 * evemu-read-bench: how fast libevemu's own evemu_read_event reads an evemu file, the reference for
 * Glide's evemu reader (`glide-bench parse`).
 *
 *     cc -O2 -o evemu-read-bench tools/evemu-read-bench.c $(pkg-config --cflags --libs evemu)
 *     evemu-read-bench FILE [RUNS]
 *
 * Each run opens FILE, reads its device description (evemu_read) and then every event
 * (evemu_read_event until it returns 0), timed on CLOCK_MONOTONIC from fopen to fclose. The file is read
 * RUNS times (default 5); the fastest run is reported, so the figure is the parser's, not the disk's.
 * Output, one line (the same keys as `glide-bench parse`):
 *     libevemu events N checksum C best_s S ns_per_event X events_per_s Y
 * The checksum (the sum over events of time in µs + type·65536 + code·256 + value, modulo 2^64) lets a
 * caller check both readers read the same events. Exit status 0, 1 when the file cannot be read.
 */
#include <evemu.h>
#include <linux/input.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

struct run {
	uint64_t events;
	uint64_t checksum;
	double seconds;
};

static double now(void)
{
	struct timespec time;
	clock_gettime(CLOCK_MONOTONIC, &time);
	return (double)time.tv_sec + (double)time.tv_nsec / 1e9;
}

/* One timed read of the whole file; 0 on success. */
static int read_once(const char *path, struct run *run)
{
	double start = now();
	FILE *file = fopen(path, "r");
	if (!file) {
		perror(path);
		return 1;
	}
	struct evemu_device *dev = evemu_new(NULL);
	if (!dev || evemu_read(dev, file) < 0) {
		fprintf(stderr, "%s: libevemu cannot read the device description\n", path);
		fclose(file);
		return 1;
	}
	struct input_event event;
	run->events = 0;
	run->checksum = 0;
	while (evemu_read_event(file, &event) > 0) {
		uint64_t micros = (uint64_t)event.input_event_sec * 1000000u + (uint64_t)event.input_event_usec;
		run->checksum += micros + ((uint64_t)event.type << 16) + ((uint64_t)event.code << 8) +
				 (uint64_t)(int64_t)event.value;
		run->events++;
	}
	evemu_delete(dev);
	fclose(file);
	run->seconds = now() - start;
	return 0;
}

int main(int argc, char **argv)
{
	if (argc < 2 || argc > 3) {
		fprintf(stderr, "usage: evemu-read-bench FILE [RUNS]\n");
		return 2;
	}
	int runs = argc == 3 ? atoi(argv[2]) : 5;
	if (runs < 1) {
		fprintf(stderr, "evemu-read-bench: RUNS must be a positive number, not %s\n", argv[2]);
		return 2;
	}
	struct run best = {0, 0, 0};
	for (int index = 0; index < runs; index++) {
		struct run run;
		if (read_once(argv[1], &run) != 0)
			return 1;
		if (index == 0 || run.seconds < best.seconds)
			best = run;
	}
	printf("libevemu events %llu checksum %llu best_s %.6f ns_per_event %.2f events_per_s %.0f\n",
	       (unsigned long long)best.events, (unsigned long long)best.checksum, best.seconds,
	       best.seconds * 1e9 / (double)(best.events ? best.events : 1),
	       (double)best.events / best.seconds);
	return 0;
}
