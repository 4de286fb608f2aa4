"""Showing the game: tile SVGs (``svg``) and UI-neutral text (``text``) for the terminal and the browser."""
