"""The parlour drawn with pygame-ce: the kit, the screens, the tables and the loop that runs them."""
