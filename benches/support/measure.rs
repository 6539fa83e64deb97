//! What the benches measure memory with: the bytes the program holds through Rust's
//! allocator (SQLite's own page cache is not among them), and the resident memory of the
//! process. Each bench that counts bytes installs [`Counting`] as its global allocator.

use std::alloc::{GlobalAlloc, Layout, System};
use std::sync::atomic::{AtomicIsize, Ordering};

/// Counts the bytes in use.
#[allow(dead_code)] // installed only by the benches that count bytes
pub struct Counting;

static IN_USE: AtomicIsize = AtomicIsize::new(0);

unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        IN_USE.fetch_add(layout.size() as isize, Ordering::Relaxed);
        System.alloc(layout)
    }
    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        IN_USE.fetch_sub(layout.size() as isize, Ordering::Relaxed);
        System.dealloc(ptr, layout)
    }
}

/// The bytes held through the allocator now (with [`Counting`] installed).
#[allow(dead_code)] // not every bench counts bytes
pub fn held() -> isize {
    IN_USE.load(Ordering::Relaxed)
}

/// The resident memory of the process, in KiB.
#[allow(dead_code)] // not every bench reads it
pub fn rss_kib() -> u64 {
    std::fs::read_to_string("/proc/self/status")
        .ok()
        .and_then(|status| {
            status
                .lines()
                .find(|l| l.starts_with("VmRSS:"))
                .and_then(|l| l.split_whitespace().nth(1)?.parse().ok())
        })
        .unwrap_or(0)
}
