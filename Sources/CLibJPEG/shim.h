#ifndef CONTRASTSCAN_CLIBJPEG_SHIM_H
#define CONTRASTSCAN_CLIBJPEG_SHIM_H
/* jpeglib.h uses size_t and FILE without including their headers. */
#include <stddef.h>
#include <stdio.h>
#include <jpeglib.h>
#endif
