/**
 * One file per special card with an effect of its own, named for the card, holding everything the card changes
 * with its spec section (spec 7): its legality checks, its effect and, for a phase-5 ability, its part of the legal
 * list and of "can anything be activated". {@link io.agon.polis.rules.cards.CardUse} holds what they share.
 *
 * <p>The cards know only the model and core: the rules package depends on this one, never the reverse (no package
 * cycle), so the actions (records of {@code PolisAction}) are made by the rules' table {@code PhaseFiveAbilities},
 * the zone moves and events reach the cards through {@link io.agon.polis.rules.cards.CardUse.Moves}, and the rules of a
 * card's choice steps ({@code ColonyChoiceRule}, {@code PhidiasDrawRule}, {@code PhidiasDiscardRule},
 * {@code HerodotusPickRule}) live in the rules package and consult the card.
 */
package io.agon.polis.rules.cards;
