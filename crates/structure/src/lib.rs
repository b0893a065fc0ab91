//! The code's shape, checked (tests/structure.rs): the rooms stay small and the page's modules
//! import each other in one direction only. Nothing here ships.
