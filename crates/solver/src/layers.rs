//! A table's values, stored layer by layer: one vector per number of filled boxes, each in
//! [`Table::layer_states`](crate::Table::layer_states) order, allocated only once a value of the
//! layer is written. A worker that reads a few layers of a risk attitude's table (a turn's plan
//! needs only the layer after it) holds those and no more, and drops the layers play has left
//! behind ([`Layers::forget`]).
//!
//! A state is a set of filled boxes (its mask) and, where the Yahtzee box is filled, whether it
//! holds its full score: so a layer has one state per mask, two for a mask with the Yahtzee box.
//! Each state holds `lanes` values (one per capped upper total).

use yahtzee_engine::BoxMask;

use crate::Float;

/// The values of every layer of one table.
pub(crate) struct Layers<F> {
    lanes: usize,
    /// The Yahtzee box's bit, 0 in a game without one.
    ybox: BoxMask,
    /// For each mask, the index of its first state in its layer.
    first: Vec<u32>,
    /// States per layer.
    states: Vec<usize>,
    /// Each layer's values, `states[k] * lanes` of them; empty until one is written.
    layers: Vec<Vec<F>>,
    /// What a state of a layer not here reads: zeros, as an unsolved state holds.
    zero: Vec<F>,
}

impl<F: Float> Layers<F> {
    /// No layer stored, for a sheet of `boxes` boxes (`ybox` the Yahtzee box's).
    pub(crate) fn new(boxes: usize, ybox: Option<usize>, lanes: usize) -> Layers<F> {
        let ybox = ybox.map_or(0, |y| 1 << y);
        let mut states = vec![0; boxes + 1];
        let first = (0..1usize << boxes)
            .map(|mask| {
                let k = mask.count_ones() as usize;
                let at = states[k];
                states[k] += 1 + usize::from(mask & ybox as usize != 0);
                at as u32
            })
            .collect();
        Layers {
            lanes,
            ybox,
            first,
            layers: vec![Vec::new(); boxes + 1],
            states,
            zero: vec![F::ZERO; lanes],
        }
    }

    /// The number of states with `k` boxes filled.
    pub(crate) fn states(&self, k: u32) -> usize {
        self.states[k as usize]
    }

    /// Where the values of state (`mask`, `flag`) start in its layer. The flag counts only with
    /// the Yahtzee box filled (it cannot be on otherwise).
    fn at(&self, mask: BoxMask, flag: bool) -> usize {
        let flag = flag && mask & self.ybox != 0;
        (self.first[mask as usize] as usize + usize::from(flag)) * self.lanes
    }

    /// The values of state (`mask`, `flag`): zeros while its layer is not here.
    pub(crate) fn slice(&self, mask: BoxMask, flag: bool) -> &[F] {
        let layer = &self.layers[mask.count_ones() as usize];
        if layer.is_empty() {
            return &self.zero;
        }
        let at = self.at(mask, flag);
        &layer[at..at + self.lanes]
    }

    /// Stores the values of state (`mask`, `flag`), allocating its layer if it must. `mask` is
    /// a mask of this sheet and `values` has `lanes` values.
    pub(crate) fn write(&mut self, mask: BoxMask, flag: bool, values: &[F]) {
        let k = mask.count_ones();
        let (at, len) = (self.at(mask, flag), self.states(k) * self.lanes);
        let layer = &mut self.layers[k as usize];
        if layer.is_empty() {
            *layer = vec![F::ZERO; len];
        }
        layer[at..at + self.lanes].copy_from_slice(values);
    }

    /// Stores layer `k` whole; false, storing nothing, when `values` is not its length.
    pub(crate) fn set(&mut self, k: u32, values: Vec<F>) -> bool {
        let fits = values.len() == self.states(k) * self.lanes;
        if fits {
            self.layers[k as usize] = values;
        }
        fits
    }

    /// Layer `k`'s values; `None` while it is not here.
    pub(crate) fn layer(&self, k: u32) -> Option<&[F]> {
        let layer = &self.layers[k as usize];
        (!layer.is_empty()).then_some(&layer[..])
    }

    /// Frees layer `k`.
    pub(crate) fn forget(&mut self, k: u32) {
        self.layers[k as usize] = Vec::new();
    }

    /// Values of every state of every layer, layers in order: the length of
    /// [`Layers::flat`] once all are here.
    pub(crate) fn len(&self) -> usize {
        self.states.iter().sum::<usize>() * self.lanes
    }

    /// Values held now.
    pub(crate) fn held(&self) -> usize {
        self.layers.iter().map(Vec::len).sum()
    }

    /// Every value, layer by layer (a layer not here as zeros).
    pub(crate) fn flat(&self) -> Vec<F> {
        let mut out = Vec::with_capacity(self.len());
        for (k, layer) in self.layers.iter().enumerate() {
            match layer.is_empty() {
                true => out.resize(out.len() + self.states[k] * self.lanes, F::ZERO),
                false => out.extend_from_slice(layer),
            }
        }
        out
    }

    /// Stores every layer from [`Layers::flat`]'s order; false, storing nothing, when `values`
    /// has another length.
    pub(crate) fn set_flat(&mut self, values: &[F]) -> bool {
        if values.len() != self.len() {
            return false;
        }
        let mut rest = values;
        for k in 0..self.layers.len() {
            let (layer, after) = rest.split_at(self.states[k] * self.lanes);
            self.layers[k] = layer.to_vec();
            rest = after;
        }
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_state_has_its_own_place_and_a_layer_comes_and_goes() {
        // Three boxes, the Yahtzee box last (bit 2), two lanes.
        let mut l = Layers::<f32>::new(3, Some(2), 2);
        assert_eq!(
            (0..=3).map(|k| l.states(k)).collect::<Vec<_>>(),
            [1, 4, 5, 2]
        );
        assert_eq!(l.len(), 24);
        let states = [0u32, 1, 2, 3, 4, 5, 6, 7]
            .into_iter()
            .flat_map(|m| [(m, false), (m, true)])
            .filter(|&(m, f)| !f || m & 4 != 0);
        for (i, (mask, flag)) in states.enumerate() {
            l.write(mask, flag, &[i as f32, -(i as f32)]);
        }
        assert_eq!(l.slice(6, true), [9.0, -9.0]);
        assert_eq!(l.slice(6, false), [8.0, -8.0]);
        // The flag cannot be on without the Yahtzee box.
        assert_eq!(l.slice(3, true), l.slice(3, false));
        assert_eq!(l.held(), 24);
        let flat = l.flat();
        l.forget(2);
        assert_eq!(
            (l.held(), l.layer(2), l.slice(6, true)),
            (14, None, &[0.0, 0.0][..])
        );
        assert!(!l.set(2, vec![1.0; 3]));
        assert!(l.set_flat(&flat));
        assert_eq!(l.flat(), flat);
        assert!(!l.set_flat(&flat[1..]));
    }
}
