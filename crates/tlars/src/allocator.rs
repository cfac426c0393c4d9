//! The process's allocator: mimalloc.
//!
//! The checker allocates and frees small values on every worker thread at a
//! high rate. glibc's allocator serialized on its arenas there (2 workers
//! were slower than 1 on MCLamportMutex); mimalloc's per-thread heaps do
//! not. Requests with the usual alignment go to `mi_malloc`, whose fast
//! path is about half the instructions of the aligned entry point the
//! `mimalloc` crate always takes.

// (An allocator is unsafe code by its nature: the one place the crate
// allows it.)
#![allow(unsafe_code)]

use libmimalloc_sys as mi;
use std::alloc::{GlobalAlloc, Layout};
use std::ffi::c_void;

/// What `mi_malloc` guarantees for a block of at least this size.
const MALLOC_ALIGN: usize = 16;

struct MiMalloc;

/// Whether a block of `size` bytes from `mi_malloc` is aligned enough.
fn plain(align: usize, size: usize) -> bool {
    align <= MALLOC_ALIGN && align <= size
}

// SAFETY: each method hands the request to mimalloc, whose blocks satisfy
// the layout: `mi_malloc` only when its guaranteed alignment covers it
// (the rule std uses for the system allocator), the aligned calls
// otherwise; `mi_free` releases blocks from either.
unsafe impl GlobalAlloc for MiMalloc {
    #[inline]
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        unsafe {
            if plain(layout.align(), layout.size()) {
                mi::mi_malloc(layout.size()) as *mut u8
            } else {
                mi::mi_malloc_aligned(layout.size(), layout.align()) as *mut u8
            }
        }
    }

    #[inline]
    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        unsafe {
            if plain(layout.align(), layout.size()) {
                mi::mi_zalloc(layout.size()) as *mut u8
            } else {
                mi::mi_zalloc_aligned(layout.size(), layout.align()) as *mut u8
            }
        }
    }

    #[inline]
    unsafe fn dealloc(&self, ptr: *mut u8, _layout: Layout) {
        unsafe { mi::mi_free(ptr as *mut c_void) }
    }

    #[inline]
    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        unsafe {
            if plain(layout.align(), new_size) {
                mi::mi_realloc(ptr as *mut c_void, new_size) as *mut u8
            } else {
                mi::mi_realloc_aligned(ptr as *mut c_void, new_size, layout.align()) as *mut u8
            }
        }
    }
}

#[global_allocator]
static ALLOCATOR: MiMalloc = MiMalloc;
