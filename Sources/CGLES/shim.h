// Glide's view of EGL and OpenGL ES 3 (Debian: libegl-dev, libgles-dev; Mesa's libegl-mesa0 and
// libgl1-mesa-dri provide the drivers, llvmpipe among them). Nothing is wrapped: the module map only makes
// the headers visible to Swift. The compositor draws offscreen through EGL's surfaceless platform
// (EGL_MESA_platform_surfaceless: no display, no X server), into framebuffer objects.
#ifndef GLIDE_CGLES_SHIM_H
#define GLIDE_CGLES_SHIM_H

#include <EGL/egl.h>
#include <EGL/eglext.h>
#include <GLES3/gl3.h>

#endif
