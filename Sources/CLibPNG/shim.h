#ifndef CONTRASTSCAN_CLIBPNG_SHIM_H
#define CONTRASTSCAN_CLIBPNG_SHIM_H
#include <png.h>
#endif
