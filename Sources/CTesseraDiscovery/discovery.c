// Reads the Swift runtime's protocol conformance records to find the types that conform to a
// protocol, as the runtime itself does for `as?` casts. The record layouts are Swift's stable ABI
// (docs/ABI/TypeMetadata.rst in the Swift repository): every field is a 32-bit relative offset.

#include "tessera_discovery.h"

#include <stddef.h>
#include <string.h>

#if defined(__APPLE__)
#include <mach-o/dyld.h>
#include <mach-o/getsect.h>
#endif

/// A context descriptor's kinds (the low five bits of its flags).
enum { kind_module = 0, kind_protocol = 3, kind_class = 16, kind_struct = 17, kind_enum = 18 };
/// Set in a context descriptor's flags when the context is generic.
#define generic_flag 0x80u

/// The start of every context descriptor: flags, then a relative pointer to the parent context,
/// then (for modules, protocols and types) a relative pointer to the name.
typedef struct {
  uint32_t flags;
  int32_t parent;
  int32_t name;
} context_descriptor;

/// A nominal type's descriptor: the context header, then its metadata access function.
typedef struct {
  context_descriptor context;
  int32_t access_function;
} type_descriptor;

/// A protocol conformance descriptor.
typedef struct {
  int32_t protocol;
  int32_t type_reference;
  int32_t witness_table_pattern;
  uint32_t flags;
} conformance_descriptor;

/// What a metadata access function returns.
typedef struct {
  const void *metadata;
  uintptr_t state;
} metadata_response;

/// A non-generic type's metadata access function: takes the metadata request (0: complete).
typedef metadata_response (*access_function)(uintptr_t request) __attribute__((swiftcall));

/// A relative direct pointer: the address `offset` bytes from the field, or NULL for 0.
static const void *direct(const int32_t *field) {
  int32_t offset = *field;
  return offset == 0 ? NULL : (const char *)field + offset;
}

/// A relative indirectable pointer: when the low bit is set, the address holds a pointer to the
/// target (an entry of the global offset table) rather than the target itself.
static const void *indirectable(const int32_t *field) {
  int32_t offset = *field;
  if (offset == 0) return NULL;
  const char *target = (const char *)field + (offset & ~1);
  if (offset & 1) return *(const void *const *)target;
  return target;
}

static unsigned kind_of(const context_descriptor *d) { return d->flags & 0x1Fu; }

/// The module a context belongs to, walking up its parents; NULL if none is found.
static const context_descriptor *module_of(const context_descriptor *d) {
  for (int depth = 0; d != NULL && depth < 64; depth++) {
    if (kind_of(d) == kind_module) return d;
    d = (const context_descriptor *)indirectable(&d->parent);
  }
  return NULL;
}

static const char *name_of(const context_descriptor *d) {
  return d == NULL ? NULL : (const char *)direct(&d->name);
}

typedef struct {
  const char *protocol_module;
  const char *protocol_name;
  tessera_conformance_body body;
  void *context;
  int count;
  /// The protocol's descriptor last matched by name, so most records compare addresses only (a
  /// module linked into two images has two descriptors, so a different address is checked by name).
  const void *protocol;
} search;

static int is_wanted_protocol(search *s, const context_descriptor *p) {
  if (p == NULL) return 0;
  if (p == s->protocol) return 1;
  if (kind_of(p) != kind_protocol) return 0;
  const char *name = name_of(p);
  if (name == NULL || strcmp(name, s->protocol_name) != 0) return 0;
  const char *module = name_of(module_of(p));
  if (module == NULL || strcmp(module, s->protocol_module) != 0) return 0;
  s->protocol = p;
  return 1;
}

static void scan(search *s, const int32_t *records, size_t count) {
  for (size_t i = 0; i < count; i++) {
    const conformance_descriptor *c = (const conformance_descriptor *)direct(&records[i]);
    if (c == NULL) continue;
    if (!is_wanted_protocol(s, (const context_descriptor *)indirectable(&c->protocol))) continue;
    const type_descriptor *type = NULL;
    switch ((c->flags >> 3) & 0x7u) {
      case 0:  // a direct reference to the type's descriptor
        type = (const type_descriptor *)direct(&c->type_reference);
        break;
      case 1: {  // a reference to a pointer to the descriptor
        const void *const *slot = (const void *const *)direct(&c->type_reference);
        type = slot == NULL ? NULL : (const type_descriptor *)*slot;
        break;
      }
      default:  // Objective-C classes
        continue;
    }
    if (type == NULL) continue;
    unsigned kind = kind_of(&type->context);
    if (kind != kind_class && kind != kind_struct && kind != kind_enum) continue;
    if (type->context.flags & generic_flag) continue;
    access_function access = (access_function)direct(&type->access_function);
    if (access == NULL) continue;
    metadata_response response = access(0);
    if (response.metadata == NULL) continue;
    const char *module = name_of(module_of(&type->context));
    s->body(response.metadata, module ? module : "", name_of(&type->context) ?: "", s->context);
    s->count++;
  }
}

#if defined(__APPLE__)

int tessera_enumerate_conformances(
    const char *protocol_module, const char *protocol_name, tessera_conformance_body body,
    void *context) {
  search s = {protocol_module, protocol_name, body, context, 0, NULL};
  uint32_t images = _dyld_image_count();
  for (uint32_t i = 0; i < images; i++) {
    const struct mach_header *header = _dyld_get_image_header(i);
    if (header == NULL) continue;
    unsigned long size = 0;
    const uint8_t *section = getsectiondata(
        (const struct mach_header_64 *)header, "__TEXT", "__swift5_proto", &size);
    if (section != NULL) scan(&s, (const int32_t *)section, size / sizeof(int32_t));
  }
  return s.count;
}

#else

/// A range of one metadata section, as the runtime registers it.
typedef struct {
  uintptr_t start;
  size_t length;
} section_range;

/// The head of the runtime's `MetadataSections` record (stdlib shims, MetadataSections.h): a
/// version, the image's base address, two unused words, the protocols section, then the protocol
/// conformances section.
typedef struct {
  uintptr_t version;
  const void *base_address;
  void *unused0;
  void *unused1;
  section_range protocols;
  section_range protocol_conformances;
} metadata_sections;

/// Exported by the Swift runtime on ELF and COFF platforms: calls `body` with each image's
/// sections until it returns false.
extern void swift_enumerateAllMetadataSections(
    _Bool (*body)(const metadata_sections *sections, void *context), void *context);

static _Bool visit(const metadata_sections *sections, void *context) {
  search *s = (search *)context;
  const section_range *r = &sections->protocol_conformances;
  if (r->start != 0) scan(s, (const int32_t *)r->start, r->length / sizeof(int32_t));
  return 1;
}

int tessera_enumerate_conformances(
    const char *protocol_module, const char *protocol_name, tessera_conformance_body body,
    void *context) {
  search s = {protocol_module, protocol_name, body, context, 0, NULL};
  swift_enumerateAllMetadataSections(visit, &s);
  return s.count;
}

#endif
