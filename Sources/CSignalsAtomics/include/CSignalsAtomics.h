// Atomic operations on plain integers, for Signals' atomics on Apple platforms below iOS 18 / macOS 15
// (where `Synchronization.Atomic` does not exist). Not API: only Signals' `SinkGate` and `AtomicWord`
// call these, on storage they allocate (a stable address that Swift never moves or accesses otherwise).
//
// Each function is one compiler builtin (`__atomic_*`, the primitives C11's <stdatomic.h> is made of)
// with the memory ordering in its name; `static inline`, so Swift compiles it into the caller and
// the optimizer sees a single instruction. No system header is included: the types come from the
// compiler's own predefined macros.
#ifndef CSIGNALS_ATOMICS_H
#define CSIGNALS_ATOMICS_H

typedef __UINT32_TYPE__ signals_u32;
typedef __UINTPTR_TYPE__ signals_word;

#define SIGNALS_ATOMIC_INLINE static inline __attribute__((always_inline))

// MARK: 32-bit (SinkGate)

SIGNALS_ATOMIC_INLINE signals_u32 signals_u32_load_relaxed(signals_u32 *_Nonnull word) {
    return __atomic_load_n(word, __ATOMIC_RELAXED);
}

/// Stores `desired` if the word holds `*expected` (acquire ordering on success, relaxed on failure) and
/// returns whether it did; otherwise writes the value found into `*expected`.
SIGNALS_ATOMIC_INLINE _Bool signals_u32_compare_exchange_acquire(
    signals_u32 *_Nonnull word, signals_u32 *_Nonnull expected, signals_u32 desired) {
    return __atomic_compare_exchange_n(word, expected, desired, 0, __ATOMIC_ACQUIRE, __ATOMIC_RELAXED);
}

SIGNALS_ATOMIC_INLINE signals_u32 signals_u32_load_acquire(signals_u32 *_Nonnull word) {
    return __atomic_load_n(word, __ATOMIC_ACQUIRE);
}

/// Stores `desired` if the word holds `*expected` (acquiring and releasing ordering on success, relaxed
/// on failure) and returns whether it did; otherwise writes the value found into `*expected`.
SIGNALS_ATOMIC_INLINE _Bool signals_u32_compare_exchange_acq_rel(
    signals_u32 *_Nonnull word, signals_u32 *_Nonnull expected, signals_u32 desired) {
    return __atomic_compare_exchange_n(word, expected, desired, 0, __ATOMIC_ACQ_REL, __ATOMIC_RELAXED);
}

SIGNALS_ATOMIC_INLINE signals_u32 signals_u32_fetch_add_acq_rel(signals_u32 *_Nonnull word, signals_u32 operand) {
    return __atomic_fetch_add(word, operand, __ATOMIC_ACQ_REL);
}

SIGNALS_ATOMIC_INLINE signals_u32 signals_u32_fetch_sub_acq_rel(signals_u32 *_Nonnull word, signals_u32 operand) {
    return __atomic_fetch_sub(word, operand, __ATOMIC_ACQ_REL);
}

SIGNALS_ATOMIC_INLINE signals_u32 signals_u32_fetch_or_acq_rel(signals_u32 *_Nonnull word, signals_u32 operand) {
    return __atomic_fetch_or(word, operand, __ATOMIC_ACQ_REL);
}

// MARK: Word-sized (AtomicWord)

SIGNALS_ATOMIC_INLINE signals_word signals_word_load_relaxed(signals_word *_Nonnull word) {
    return __atomic_load_n(word, __ATOMIC_RELAXED);
}

SIGNALS_ATOMIC_INLINE void signals_word_store_relaxed(signals_word *_Nonnull word, signals_word value) {
    __atomic_store_n(word, value, __ATOMIC_RELAXED);
}

SIGNALS_ATOMIC_INLINE void signals_word_store_release(signals_word *_Nonnull word, signals_word value) {
    __atomic_store_n(word, value, __ATOMIC_RELEASE);
}

SIGNALS_ATOMIC_INLINE signals_word signals_word_exchange_acq_rel(signals_word *_Nonnull word, signals_word value) {
    return __atomic_exchange_n(word, value, __ATOMIC_ACQ_REL);
}

/// Stores `desired` if the word holds `*expected` (acquiring and releasing ordering on success, acquiring
/// on failure) and returns whether it did; otherwise writes the value found into `*expected`.
SIGNALS_ATOMIC_INLINE _Bool signals_word_compare_exchange_acq_rel(
    signals_word *_Nonnull word, signals_word *_Nonnull expected, signals_word desired) {
    return __atomic_compare_exchange_n(word, expected, desired, 0, __ATOMIC_ACQ_REL, __ATOMIC_ACQUIRE);
}

SIGNALS_ATOMIC_INLINE signals_word signals_word_fetch_add_relaxed(signals_word *_Nonnull word, signals_word operand) {
    return __atomic_fetch_add(word, operand, __ATOMIC_RELAXED);
}

#endif
