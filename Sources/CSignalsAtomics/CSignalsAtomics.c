// Everything is `static inline` in include/CSignalsAtomics.h; SwiftPM wants one source file per C target.
#include "CSignalsAtomics.h"
