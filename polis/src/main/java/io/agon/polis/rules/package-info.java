/**
 * The rules of Polis ({@code shared/rules/polis.md}) on core's step-handler layer.
 *
 * <p>{@code PolisFlow} declares the flow once: the phases of a turn and the steps pushed on top. Each step type has
 * one rule (a {@code PolisStep}) in a file named for it ({@code BuildPhaseRule}, {@code BiddingRule},
 * {@code ColonyChoiceRule}...), with two exceptions so that a reader finds a topic in one file: the rules of war
 * ({@code WarPhaseRule}, {@code DestroyChoiceRule}, {@code SacrificeChoiceRule}) are nested in {@code War}, and the
 * rule of trade ({@code TradePhaseRule}) in {@code Trading}. The rules consult one class per topic
 * ({@code Drawing}, {@code Auction}, {@code Building}, {@code Protection}, {@code Trading}, {@code War}, {@code Cards},
 * {@code Symbols}...).
 *
 * <p>A special card with an effect of its own has one file in {@link io.agon.polis.rules.cards}. The phase-5
 * abilities there are registered in one table, {@code PhaseFiveAbilities}, which the income phase's rule
 * ({@code IncomePhaseRule}) consults for its legal list (in the table's order), for "can anything be activated" and
 * for its handlers. A card's own choice step (Colony, Phidias, Herodotus) has its rule here, named for the step,
 * because a step rule extends the package-private {@code PolisStep} and the cards package may not depend on this one.
 */
package io.agon.polis.rules;
