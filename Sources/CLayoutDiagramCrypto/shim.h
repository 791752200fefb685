// SHA-256 from the system's libcrypto (OpenSSL, libssl-dev), for the layout program cache.
#ifndef LAYOUT_DIAGRAM_CRYPTO_H
#define LAYOUT_DIAGRAM_CRYPTO_H
#include <openssl/evp.h>
#endif
