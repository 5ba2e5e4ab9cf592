#ifndef TESSERA_DISCOVERY_H
#define TESSERA_DISCOVERY_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// Called once per conforming type found: its type metadata (a Swift `Any.Type`), the name of
/// the module that declares it, its own name as the runtime records it, and the caller's context.
typedef void (*tessera_conformance_body)(
    const void *metadata, const char *module, const char *name, void *context);

/// Finds, in every image loaded into the process, the non-generic types that conform to the
/// protocol `protocol_name` declared in the module `protocol_module`, by reading the Swift
/// runtime's protocol conformance records (the `swift5_protocol_conformances` sections). Generic
/// types and Objective-C classes are skipped. Returns the number of types reported.
int tessera_enumerate_conformances(
    const char *protocol_module, const char *protocol_name, tessera_conformance_body body,
    void *context);

#ifdef __cplusplus
}
#endif

#endif
