#ifndef CONTRASTSCAN_CTESSERACT_SHIM_H
#define CONTRASTSCAN_CTESSERACT_SHIM_H
#include <tesseract/capi.h>
#endif
