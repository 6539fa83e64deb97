//! A bounded cache of rendered pictures keyed by their content hash, so an unchanged
//! picture is drawn once.

use super::{content_hash, png, Png, RenderError};
use crate::engine::Picture;
use std::collections::{HashMap, VecDeque};
use std::sync::{Arc, Mutex, PoisonError};

/// Rendered pictures by content hash: at most `capacity` of them, the least recently
/// used dropped first. Shared by reference between tasks.
#[derive(Debug)]
pub struct Cache {
    capacity: usize,
    inner: Mutex<Entries>,
}

#[derive(Debug, Default)]
struct Entries {
    pngs: HashMap<u64, Arc<Png>>,
    /// Hashes from least to most recently used.
    order: VecDeque<u64>,
    /// How many pictures were drawn (not found).
    renders: u64,
}

impl Entries {
    fn touch(&mut self, hash: u64) {
        if let Some(at) = self.order.iter().position(|h| *h == hash) {
            self.order.remove(at);
        }
        self.order.push_back(hash);
    }
}

impl Cache {
    /// An empty cache holding at most `capacity` pictures (at least one).
    pub fn new(capacity: usize) -> Cache {
        Cache {
            capacity: capacity.max(1),
            inner: Mutex::new(Entries::default()),
        }
    }

    /// The PNG of `picture`: the cached one when an equal picture was drawn before,
    /// otherwise drawn now (outside the lock) and kept.
    pub fn png(&self, picture: &Picture<String>) -> Result<Arc<Png>, RenderError> {
        let hash = content_hash(picture);
        {
            let mut entries = self.lock();
            if let Some(found) = entries.pngs.get(&hash).cloned() {
                entries.touch(hash);
                return Ok(found);
            }
        }
        let drawn = Arc::new(png(picture)?);
        let mut entries = self.lock();
        entries.renders += 1;
        entries.pngs.insert(hash, drawn.clone());
        entries.touch(hash);
        while entries.order.len() > self.capacity {
            if let Some(oldest) = entries.order.pop_front() {
                entries.pngs.remove(&oldest);
            }
        }
        Ok(drawn)
    }

    /// How many pictures are kept.
    pub fn len(&self) -> usize {
        self.lock().pngs.len()
    }

    /// Whether no picture is kept.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// How many pictures this cache has drawn (rather than found).
    pub fn renders(&self) -> u64 {
        self.lock().renders
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, Entries> {
        // The entries are consistent after any panic (each change is one step).
        self.inner.lock().unwrap_or_else(PoisonError::into_inner)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Hue, Item};

    fn picture(n: u8) -> Picture<String> {
        Picture {
            width: 40,
            height: 40,
            background: Hue::Felt,
            items: vec![Item::Die {
                x: 5.0,
                y: 5.0,
                size: 30.0,
                pips: n,
                hue: Hue::Red,
            }],
        }
    }

    #[test]
    fn an_equal_picture_is_drawn_once() {
        let cache = Cache::new(4);
        let first = cache.png(&picture(3)).unwrap();
        let again = cache.png(&picture(3).clone()).unwrap();
        assert!(Arc::ptr_eq(&first, &again));
        assert_eq!(cache.renders(), 1);
        cache.png(&picture(4)).unwrap();
        assert_eq!((cache.renders(), cache.len()), (2, 2));
    }

    #[test]
    fn the_least_recently_used_picture_goes_first() {
        let cache = Cache::new(2);
        cache.png(&picture(1)).unwrap();
        cache.png(&picture(2)).unwrap();
        cache.png(&picture(1)).unwrap(); // 1 is now the most recent
        cache.png(&picture(3)).unwrap(); // drops 2
        assert_eq!(cache.len(), 2);
        assert_eq!(cache.renders(), 3);
        cache.png(&picture(1)).unwrap();
        assert_eq!(cache.renders(), 3, "1 was kept");
        cache.png(&picture(2)).unwrap();
        assert_eq!(cache.renders(), 4, "2 was dropped");
        assert_eq!(cache.len(), 2);
    }
}
