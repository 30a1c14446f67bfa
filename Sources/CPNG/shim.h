// Glide's view of libpng (Debian: libpng-dev): one function to encode an 8-bit RGB image and one to read
// any PNG back as 8-bit RGB. libpng reports errors by longjmp, which must not cross Swift frames, so the
// write keeps its setjmp here, in C; the read uses libpng's simplified API, which returns its errors.
#ifndef GLIDE_CPNG_SHIM_H
#define GLIDE_CPNG_SHIM_H

#include <png.h>
#include <setjmp.h>
#include <stdio.h>
#include <string.h>
#include <errno.h>
#include <stdlib.h>

/// Where a write's error message goes (libpng's message, or the C library's for the file).
struct glide_png_error {
  jmp_buf jump;
  char message[256];
};

static void glide_png_on_error(png_structp png, png_const_charp message) {
  struct glide_png_error *error = (struct glide_png_error *)png_get_error_ptr(png);
  snprintf(error->message, sizeof error->message, "%s", message);
  longjmp(error->jump, 1);
}

static void glide_png_on_warning(png_structp png, png_const_charp message) {
  (void)png;
  (void)message;
}

/// Encodes `height` rows of `width` RGB pixels (`stride` bytes apart; `channels` 3, or 4 when each pixel
/// has a fourth byte to leave out, as OpenGL reads a frame back) as an 8-bit RGB PNG into a buffer
/// of its own (`*data`, `*size` bytes; the caller frees it with `free`). Tuned for rendered frames (flat
/// colour, text, photos): rows unfiltered, compressed by zlib's fastest level, several times faster than
/// libpng's defaults for files a little larger. Measured on 2× frames of the default trace (one core):
/// 4.5–12.3 ms a frame, against 5.7–16.4 ms for the Up filter with zlib's run-length strategy (what
/// flat screens were encoded with before the screens showed photos) and 6.6–12.4 ms for Sub with it,
/// the files about as large (BENCHMARKS.md). Returns 0, or -1 with `message` set and `*data` NULL.
static inline int glide_png_encode_rgb(const unsigned char *pixels, int width, int height, int stride,
    int channels, unsigned char **data, size_t *size, char message[256]) {
  struct glide_png_error error;
  error.message[0] = 0;
  *data = NULL;
  *size = 0;
  char *buffer = NULL;
  size_t length = 0;
  FILE *file = open_memstream(&buffer, &length);
  if (!file) {
    snprintf(message, 256, "%s", strerror(errno));
    return -1;
  }
  png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, &error, glide_png_on_error, glide_png_on_warning);
  png_infop info = png ? png_create_info_struct(png) : NULL;
  if (!png || !info) {
    png_destroy_write_struct(&png, &info);
    fclose(file);
    free(buffer);
    snprintf(message, 256, "libpng could not start a write");
    return -1;
  }
  if (setjmp(error.jump)) {
    png_destroy_write_struct(&png, &info);
    fclose(file);
    free(buffer);
    snprintf(message, 256, "%s", error.message);
    return -1;
  }
  png_init_io(png, file);
  png_set_compression_level(png, 1);
  png_set_filter(png, PNG_FILTER_TYPE_BASE, PNG_FILTER_NONE);
  png_set_IHDR(png, info, (png_uint_32)width, (png_uint_32)height, 8, PNG_COLOR_TYPE_RGB, PNG_INTERLACE_NONE,
      PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
  png_write_info(png, info);
  if (channels == 4) png_set_filler(png, 0, PNG_FILLER_AFTER);
  for (int row = 0; row < height; row++) png_write_row(png, pixels + (size_t)row * (size_t)stride);
  png_write_end(png, info);
  png_destroy_write_struct(&png, &info);
  if (fclose(file) != 0) {
    free(buffer);
    snprintf(message, 256, "%s", strerror(errno));
    return -1;
  }
  *data = (unsigned char *)buffer;
  *size = length;
  return 0;
}

/// Opens the PNG at `path` and reads its size into `image` (zeroed by the caller). 0, or -1 with
/// `message` set; after 0, call `glide_png_finish_read_rgb`.
static inline int glide_png_begin_read(const char *path, png_image *image, char message[256]) {
  image->version = PNG_IMAGE_VERSION;
  if (!png_image_begin_read_from_file(image, path)) {
    snprintf(message, 256, "%s", image->message);
    return -1;
  }
  return 0;
}

/// Reads the opened image's pixels into `pixels` as 8-bit RGB (width × 3 bytes per row, composed over
/// black where the image has alpha). 0, or -1 with `message` set.
static inline int glide_png_finish_read_rgb(png_image *image, unsigned char *pixels, char message[256]) {
  png_color black = {0, 0, 0};
  image->format = PNG_FORMAT_RGB;
  if (!png_image_finish_read(image, &black, pixels, 0, NULL)) {
    snprintf(message, 256, "%s", image->message);
    return -1;
  }
  return 0;
}

#endif
