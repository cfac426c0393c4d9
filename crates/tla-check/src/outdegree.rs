//! The outdegree of the state graph as TLC reports it after a complete
//! search: for each explored state, the number of successors that were new
//! (found for the first time), counted in 32 buckets, the last for 31 and
//! more, from which TLC prints the minimum, the mean, the 95th percentile
//! and the maximum.

#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Outdegree {
    buckets: [u64; 32],
}

/// (minimum, mean, 95th percentile, maximum), each as TLC rounds it.
pub type Summary = (usize, u64, u64, usize);

impl Outdegree {
    /// An explored state with `new` successors found for the first time.
    pub fn add(&mut self, new: usize) {
        self.buckets[new.min(31)] += 1;
    }

    /// None before any state was explored (TLC prints nothing then).
    pub fn summary(&self) -> Option<Summary> {
        let observations: u64 = self.buckets.iter().sum();
        if observations == 0 {
            return None;
        }
        let used = || self.buckets.iter().enumerate().filter(|(_, &n)| n > 0);
        let min = used().next().map(|(i, _)| i)?;
        let max = used().next_back().map(|(i, _)| i)?;
        let sum: u64 = used().map(|(i, &n)| i as u64 * n).sum();
        // (Java's Math.round: halves up.)
        let mean = (sum as f64 / observations as f64 + 0.5).floor() as u64;
        // The first bucket whose cumulative count passes the position of
        // the quantile, as TLC's BucketStatistics finds it.
        let position = (observations as f64 * 0.95) as u64;
        let mut cumulative = 0;
        let percentile = used()
            .find(|(_, &n)| {
                cumulative += n;
                cumulative > position
            })
            .map_or(max, |(i, _)| i) as u64;
        Some((min, mean, percentile, max))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn summary_as_tlc_computes_it() {
        let mut d = Outdegree::default();
        assert_eq!(d.summary(), None);
        // TLC on a chain of three states: "1 (minimum is 0, the maximum 1
        // and the 95th percentile is 1)".
        d.add(1);
        d.add(1);
        d.add(0);
        assert_eq!(d.summary(), Some((0, 1, 1, 1)));
        for _ in 0..97 {
            d.add(2);
        }
        d.add(40);
        assert_eq!(d.summary(), Some((0, 2, 2, 31)));
    }
}
