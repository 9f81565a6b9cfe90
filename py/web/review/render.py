"""The markup of a hand's review: the summary, the stepper, the move, the board (the game's),
the decision panel.  Rendering only, from a :class:`~web.review.session.ReviewSession`.

The summary and the decision panel sit in ``data-live`` containers: while the review is
computed the page replaces only them (``Context.patch``), so a slider being dragged or a
button being pressed is never rebuilt under the pointer.
"""

from __future__ import annotations

from collections.abc import Callable

from tefuda.appraisal import Appraisal, Judgement
from web.html import attrs, esc
from web.review import Text
from web.review.session import ReviewSession

SUMMARY = "review-summary"
DECISION = "review-decision"


#: what joins a figure to its per cent sign (and ± to its figure) everywhere the site writes
#: one, in both languages: a narrow no-break space, so "44.1 %" never ends a line at "44.1"
NNBSP = "\u202f"


def percent(value: float) -> str:
    r"""Return a chance (or a difference of chances) as a percentage with one decimal, the
    figure and its sign joined by :data:`NNBSP`.

    >>> percent(0.4234), percent(0.0005)
    ('42.3\u202f%', '0.1\u202f%')
    """
    return f"{100 * value:.1f}{NNBSP}%" if abs(value) >= 0.0005 else f"0.0{NNBSP}%"


def signed(points: float, decimals: int = 1) -> str:
    """Return points with their sign (a minus sign, not a hyphen) to ``decimals`` places: one
    where points are an average over deals (an option's), none beside a hand's result, which
    is whole points.  A figure that shows as 0 has no sign.

    >>> signed(12.04), signed(-3.25), signed(0.0), signed(-313.8, 0), signed(320, 0), signed(-0.4, 0)
    ('+12.0', '−3.2', '0.0', '−314', '+320', '0')
    """
    text = f"{abs(points):.{decimals}f}"
    if float(text) == 0:
        return text
    return ("+" if points > 0 else "−") + text


def sentence_gap(lang: str) -> str:
    """Return what sets two sentences apart in ``lang``: a space, none in Japanese (after 。).

    >>> sentence_gap("en"), sentence_gap("ja")
    (' ', '')
    """
    return "" if lang == "ja" else " "


def render_review(t: Text, lang: str, session: ReviewSession,
                  sentence: Callable[[ReviewSession, int], str]) -> str:
    """Return the whole review panel; ``sentence(session, position)`` tells the move that led
    to a position as the events line does."""
    k = session.position
    number = _hand_number(session)
    head = (
        f'<div class="rv-head"><h2 id="review-title">{esc(t("review.title", number=number))}</h2>'
        f'<button type="button" class="btn btn-ghost" data-act="review-close" '
        f'data-focus-id="review-close">{esc(t("review.close"))}</button></div>'
    )
    step_text = t("review.deal") if k == 0 else t("review.step", step=k, steps=session.last)
    stepper = (
        '<div class="rv-stepper">'
        f'{_nav("review-first", "⏮", t("review.first"), k == 0)}'
        f'{_nav("review-prev", "◀", t("review.prev"), k == 0)}'
        f'<span class="rv-where" data-review-position="{k}">{esc(step_text)}</span>'
        f'{_nav("review-next", "▶", t("review.next"), k == session.last)}'
        f'{_nav("review-last", "⏭", t("review.last"), k == session.last)}'
        f'<input type="range" class="rv-slider" min="0" max="{session.last}" value="{k}" '
        f'step="1" aria-label="{esc(t("review.slider"))}" aria-valuetext="{esc(step_text)}" '
        f'data-setting="review-step" data-focus-id="review-slider"></div>'
    )
    move = f'<p class="rv-move" data-review-move>{esc(sentence(session, k))}</p>'
    board = session.game.board(t, lang, session.state(), session.seat, session.moved_cards())
    hindsight = (
        f'<label class="rv-toggle"><input type="checkbox" data-setting="review-hindsight" '
        f'data-focus-id="review-hindsight"{" checked" if session.hindsight else ""}> '
        f'{esc(t("review.hindsight"))}</label>'
    )
    return (
        f'<div class="review" data-review role="region" aria-labelledby="review-title">{head}'
        f'<div class="rv-summary" data-live="{SUMMARY}">{render_summary(t, lang, session)}</div>'
        f'{stepper}{move}<div class="rv-board" data-review-board>{board}</div>'
        f'<div class="rv-decision-box" data-live="{DECISION}">{render_decision(t, session)}</div>'
        f'{hindsight}<p class="rv-keys">{esc(t("review.keys"))}</p></div>'
    )


def _hand_number(session: ReviewSession) -> int:
    view = session.rules.view(session.state(0), session.seat)
    number = view.get("hand_number") if isinstance(view, dict) else None
    return int(number) if isinstance(number, int) else session.hand + 1


def _nav(act: str, symbol: str, label: str, disabled: bool) -> str:
    return (
        f'<button type="button" class="btn btn-ghost rv-nav"'
        f'{attrs(data_act=act, data_focus_id=act, aria_label=label, title=label, disabled=disabled)}>'
        f'<span aria-hidden="true">{symbol}</span></button>'
    )


# --------------------------------------------------------------------------- the summary


def render_summary(t: Text, lang: str, session: ReviewSession) -> str:
    """Return the summary: the hand's result, what the decisions cost of it, the three
    costliest decisions (each a link to its move) and how far the weighing has come."""
    gap = sentence_gap(lang)
    parts = []
    points = session.hand_points()
    if points is not None:
        parts.append(f'<p data-hand-points="{points}">{esc(t("review.summary.result", points=signed(points, 0)))}')
    done = session.done
    total = session.total_cost()
    if points is not None:
        if total.decisions and total.points >= 0.5:
            # the result is the cards' part less what the decisions cost of it
            text = t(cost_sentence(total.points_error), points=f"{total.points:.0f}",
                     error=f"{total.points_error:.0f}", chance=percent(total.value),
                     luck=signed(points + total.points, 0))
            parts.append(f'{gap}<span data-cost-points="{total.points:.1f}">{esc(text)}</span>')
        elif done:
            parts.append(f'{gap}<span data-cost-points="0">{esc(t("review.summary.no_cost"))}</span>')
        parts.append("</p>")
    costly = session.costliest(3)
    if costly:
        items = "".join(
            f'<li><button type="button" class="btn btn-ghost btn-small" data-act="review-go" '
            f'data-to="{session.position_of(item)}">'
            f'{esc(t("review.summary.item", step=session.position_of(item), option=_words(t, session, item, verdict.chosen.action), chance=percent(verdict.cost)))}'
            f"</button></li>"
            for item, verdict in costly
        )
        parts.append(
            f'<h3>{esc(t("review.summary.costliest"))}</h3><ol class="rv-costly" data-costliest>{items}</ol>'
        )
    elif done:
        parts.append(f'<p data-costliest="none">{esc(t("review.summary.none_flagged"))}</p>')
    if done:
        parts.append(f'<p class="rv-progress" data-review-done>{esc(t("review.computed"))}</p>')
    else:
        have, want = session.progress()
        parts.append(
            f'<p class="rv-progress" data-review-progress="{have}/{want}">'
            f'{esc(t("review.computing", done=have, total=want))}</p>'
        )
    return "".join(parts)


def error_kind(error: float, shown: str) -> str:
    """Return how the review tells the standard error ``error`` (0 or more) of a figure, given
    the error as it would be shown (``shown``: rounded as the figure is, "0.4", "0"):

    * ``"error"``: "± 0.4", where it shows as more than 0;
    * ``"within"``: "± less than 0.1", where it shows as 0 but is not 0 (a "± 0.0" would claim
      a certainty the sampling does not give);
    * ``"same"``: where the error is 0, that the figure was the same on every deal weighed
      (a "± 0.0" there says nothing a reader can use).

    The summary's cost (whole points) and the decision panel's (a chance to one decimal of a
    per cent, points to one decimal) follow this one rule.

    >>> error_kind(0.02, percent(0.02)), error_kind(0.0004, percent(0.0004)), error_kind(0.0, percent(0.0))
    ('error', 'within', 'same')
    >>> error_kind(0.6, "1"), error_kind(0.3, "0"), error_kind(0.04, "0.0"), error_kind(0.0, "0.0")
    ('error', 'within', 'within', 'same')
    """
    if any(digit in shown for digit in "123456789"):
        return "error"
    return "within" if error > 0 else "same"


def cost_sentence(error: float) -> str:
    """Return the key of the summary's sentence of what the decisions cost, for the error of
    its points (shown to the point, as the points are) told by :func:`error_kind`: "± 2",
    "± less than 1", or that each decision cost the same on every deal weighed.

    >>> cost_sentence(2.4), cost_sentence(0.6), cost_sentence(0.3), cost_sentence(0.0)
    ('review.summary.cost', 'review.summary.cost', 'review.summary.cost_within_one', 'review.summary.cost_same')
    """
    kind = error_kind(error, f"{error:.0f}")
    return {"error": "review.summary.cost", "within": "review.summary.cost_within_one",
            "same": "review.summary.cost_same"}[kind]


# --------------------------------------------------------------------------- a decision


def render_decision(t: Text, session: ReviewSession) -> str:
    """Return the panel of the person's decision that led to the current position, or
    nothing when that move was not one of them."""
    item = session.decision()
    step = session.move()
    if step is None or step.seat != session.seat:
        return ""
    if item is None:
        return f'<section class="rv-decision" data-decision="forced"><p>{esc(t("review.forced"))}</p></section>'
    verdict, hind = session.judgement(item)

    def words(t: Text, action: str) -> str:
        return _words(t, session, item, action)

    try_button = (
        f'<p><button type="button" class="btn" data-act="review-try" data-item="{item}" '
        f'data-focus-id="review-try">{esc(t("review.try"))}</button></p>'
    )
    title = f'<h3>{esc(t("review.decision"))}</h3>'
    if verdict is None:
        return (
            f'<section class="rv-decision" data-decision="pending">{title}'
            f'<p>{esc(t("review.chose", option=words(t, step.action)))}</p>'
            f'<p class="rv-progress">{esc(t("review.pending"))}</p>{try_button}</section>'
        )
    chosen, top = verdict.chosen, verdict.best
    kind = "mistake" if verdict.flagged else ("best" if chosen.action == top.action else "close")
    badge = f'<span class="rv-badge rv-{kind}" data-verdict="{kind}">{esc(t(f"review.verdict.{kind}"))}</span>'
    lines = [f'<p>{esc(t("review.chose", option=words(t, chosen.action)))} — {esc(_values(t, chosen))}</p>']
    if chosen.action != top.action:
        lines.append(f'<p>{esc(t("review.best", option=words(t, top.action)))} — {esc(_values(t, top))}</p>')
        # the errors written in full (a float's repr), for what checks the sentence against them
        points_error = chosen.points_error if chosen.points is not None else None
        lines.append(f'<p class="rv-cost" data-cost="{verdict.cost:.4f}" data-error="{verdict.stderr!r}"'
                     f'{attrs(data_points_error=None if points_error is None else repr(points_error))}>'
                     f'{esc(cost_line(t, verdict))}</p>')
    if top.reason:
        reason = t(top.reason, **dict(top.params))
        lines.append(f'<p class="rv-why">{esc(t("review.why", reason=reason))}</p>')
    deals, fewest = session.deals(item), session.fewest_deals(item)
    told = (t("review.deals", count=deals) if fewest == deals
            else t("review.deals_narrowed", count=deals, fewest=fewest))
    lines.append(f'<p class="rv-deals" data-fewest="{fewest}">{esc(told)}</p>')
    lines.append(_options_table(t, session, verdict))
    if hind is not None:
        lines.append(_hindsight(t, session, hind))
    return (
        f'<section class="rv-decision"{attrs(data_decision=kind, data_flagged=str(verdict.flagged).lower(), data_chosen=chosen.action, data_best=top.action, data_deals=session.deals(item))}>'
        f"{title}{badge}{''.join(lines)}{try_button}</section>"
    )


def _words(t: Text, session: ReviewSession, item: int, action: str) -> str:
    """Return an option of decision ``item`` in words."""
    return session.game.option_words(t, session.review.items[item].step.before, action)


def _values(t: Text, option: Appraisal) -> str:
    points = signed(option.points) if option.points is not None else "—"
    return t("review.values", chance=percent(option.value), points=points)


def cost_line(t: Text, verdict: Judgement) -> str:
    """Return the decision panel's sentence of what a choice cost: of the chance to win the
    game (to one decimal of a per cent) and of the hand's points (to one decimal), each with
    its error told by :func:`error_kind`."""
    chosen, top = verdict.chosen, verdict.best
    if chosen.points is not None and top.points is not None:
        error = chosen.points_error or 0.0
        points = f"{top.points - chosen.points:.1f}".replace("-", "−")  # a minus sign
        points_error = _error(t, error, f"{error:.1f}", least="0.1")
    else:
        points = "—"
        points_error = t("review.cost.error", error="—")
    chance_error = _error(t, verdict.stderr, percent(verdict.stderr), least=percent(0.001))
    return t("review.cost", chance=percent(verdict.cost), error=chance_error, points=points,
             points_error=points_error)


def _error(t: Text, error: float, shown: str, least: str) -> str:
    """Return the error ``error`` of a figure of the decision panel in its brackets, as
    :func:`error_kind` tells it: ``shown`` is the error as shown, ``least`` the smallest
    figure that shows as more than 0."""
    kind = error_kind(error, shown)
    if kind == "error":
        return t("review.cost.error", error=shown)
    if kind == "within":
        return t("review.cost.within", least=least)
    return t("review.cost.same")


def _options_table(t: Text, session: ReviewSession, verdict: Judgement) -> str:
    item = session.decision()
    assert item is not None
    reviewed = session.review.items[item]
    options = sorted(reviewed.appraiser.appraisals(), key=lambda a: -a.value)
    chosen = ' class="rv-chosen"'
    rows = "".join(
        f'<tr{chosen if a.action == verdict.chosen.action else ""}{attrs(data_option=a.action, data_deals=a.samples)}>'
        f"<td>{esc(_words(t, session, item, a.action))}</td><td>{esc(percent(a.value))}</td>"
        f'<td>{esc(signed(a.points) if a.points is not None else "—")}</td></tr>'
        for a in options
    )
    return (
        f'<details class="rv-options" data-keep-open="review-options"><summary>{esc(t("review.options"))}</summary>'
        f'<table><thead><tr><th scope="col">{esc(t("review.option"))}</th>'
        f'<th scope="col">{esc(t("review.option_chance"))}</th>'
        f'<th scope="col">{esc(t("review.option_points"))}</th></tr></thead>'
        f"<tbody>{rows}</tbody></table></details>"
    )


def _hindsight(t: Text, session: ReviewSession, hind: Judgement) -> str:
    if hind.chosen.action == hind.best.action:
        text = t("review.hindsight_same")
    else:
        item = session.decision()
        assert item is not None
        text = t("review.hindsight_best", option=_words(t, session, item, hind.best.action),
                 chance=percent(hind.cost))
    return (
        f'<p class="rv-hindsight" data-hindsight><strong>{esc(t("review.hindsight_title"))}</strong> '
        f"{esc(text)}</p>"
    )
