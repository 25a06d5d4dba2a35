"""The shared table parts: the table scene and the components every game's table is built from."""
from .banner import Banner
from .hand import Hand, row_geometry
from .log import GameLog
from .notices import TableNotice
from .panels import PlayerPanel, dealer_chip, standings
from .results import ResultPanel
from .scene import TableScene

__all__ = ["Banner", "GameLog", "Hand", "PlayerPanel", "ResultPanel", "TableNotice", "TableScene", "dealer_chip",
           "row_geometry", "standings"]
