"""The single human in words: "you" inside a sentence, the second person when winning, in both languages."""
import pytest

from parlour.seats import Seating
from parlour.words import catalogue

ALONE = Seating(["easy", "human", "hard"])
FRIENDS = Seating(["human", "human", "medium"])


@pytest.mark.parametrize("language, you, alone, other, shared, others", [
    ("en", "you", "You win!", "Ada wins!", "You share the win with Clara!", "Ada and Clara share the win!"),
    ("fr", "vous", "Vous gagnez\u00a0!", "Ada gagne\u00a0!", "Vous partagez la victoire avec Clara\u00a0!",
     "Ada et Clara gagnent ensemble\u00a0!"),
])
def test_the_human_is_you_inside_a_sentence_and_wins_in_the_second_person(language, you, alone, other, shared,
                                                                           others):
    say = catalogue(language).say
    assert [ALONE.name_in_text(seat, say) for seat in range(3)] == ["Ada", you, "Clara"]
    assert ALONE.listed([0, 1, 2], say) == f"Ada, {you} {'and' if language == 'en' else 'et'} Clara"
    assert ALONE.winners([1], say) == alone
    assert ALONE.winners([0], say) == other
    assert ALONE.winners([2, 1], say) == shared
    assert ALONE.winners([0, 2], say) == others


def test_with_friends_at_one_device_nobody_is_you():
    say = catalogue("en").say
    assert FRIENDS.name_in_text(0, say) == "Player 1"
    assert FRIENDS.winners([0, 1], say) == "Player 1 and Player 2 share the win!"
