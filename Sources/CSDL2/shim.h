// Glide's view of SDL2 and SDL2_ttf (Debian: libsdl2-dev, libsdl2-ttf-dev). Nothing is wrapped here: the
// module map only makes the headers visible to Swift. The renderer uses SDL's 2-D renderer (the software
// renderer on a surface offscreen, a window's renderer on screen) and SDL_ttf for text.
//
// The headers are named through their SDL2/ folder, and theirs include each other by quoted names found
// beside them, so no include path is needed: `pkg-config sdl2` would add `-D_REENTRANT`, which SwiftPM
// refuses from a system library with a warning on every build (the define only matters to C code that
// SDL's headers do not contain).
#ifndef GLIDE_CSDL2_SHIM_H
#define GLIDE_CSDL2_SHIM_H

#include <SDL2/SDL.h>
#include <SDL2/SDL_ttf.h>

#endif
