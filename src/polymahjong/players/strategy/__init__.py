"""Ruleset-agnostic pieces of the stronger bots: what a seat has seen (``visible``), shanten and
acceptance counted against the tiles still unseen (``efficiency``), and a push-or-fold choice over
scored options with a tile-danger interface (``pushfold``)."""
