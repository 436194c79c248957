package io.agon.massilia.model;

/**
 * The game's data (spec section 10) after loading and validation: constants, price and round tiles, starting
 * money, scoring tables and god card copies. Ids follow {@link Ids}. Immutable by convention: the arrays are
 * never changed after loading.
 */
public final class MassiliaData {

    /** Player range, rounds and market ring size. */
    public final int minPlayers, maxPlayers, rounds, ringSize;
    /** Corner and middle stall fields. */
    public final int[] corners, middles;
    /** Stall tiles per player, cubes per stall, build cost, tax per cube. */
    public final int stallsPerPlayer, stallCapacity, buildCost, taxPerCube;
    /** Keeping a die costs this much; Mars keeps this many for free. */
    public final int keepCost, marsFreeKeeps;
    /** Hand limit, cards with Jupiter, stones Vesta returns at most. */
    public final int handLimit, jupiterMaxCards, vestaMaxReturn;
    /** Penalty stones per player in the supply. */
    public final int stonesPerPlayer;
    /** Price range, fixed beige price, points marker range and start. */
    public final int priceMin, priceMax, beigePrice, markerMin, markerMax, markerStart;
    /** Sesterces per final prestige point. */
    public final int sestercesPerPrestige;
    /** Cubes per goods colour at start, by goods id. */
    public final int[] cubesPerGoods;
    /** Dice per colour in the temple at start; dice per colour per player. */
    public final int templeDicePerColour, playerDicePerColour;
    /** Largest pip change of one die in one use. */
    public final int maxPipDelta;
    /** Start value of the price tile on each position (temple, violet, orange, pink). */
    public final int[] startPrices;
    /** Round tile values, highest first, and the fewest players using each. */
    public final int[] roundTileValues, roundTileMinPlayers;
    /** Starting sesterces by order position (index 0 = position 1). */
    public final int[] startMoney;
    /** Default starting corner by order position. */
    public final int[] defaultCorners;
    /** Final prestige by stalls on the market; the last entry counts for that many or more. */
    public final int[] stallScore;
    /** Deduction by penalty stones; the last entry counts for that many or more. */
    public final int[] penaltyDeduction;
    /** Copies of each god card in the deck, by god id. */
    public final int[] godCopies;

    /** Builds the data; the io loader validates every value before calling this. */
    public MassiliaData(int minPlayers, int maxPlayers, int rounds, int ringSize, int[] corners, int[] middles,
                        int stallsPerPlayer, int stallCapacity, int buildCost, int taxPerCube, int keepCost,
                        int marsFreeKeeps, int handLimit, int jupiterMaxCards, int vestaMaxReturn,
                        int stonesPerPlayer, int priceMin, int priceMax, int beigePrice, int markerMin,
                        int markerMax, int markerStart, int sestercesPerPrestige, int[] cubesPerGoods,
                        int templeDicePerColour, int playerDicePerColour, int maxPipDelta, int[] startPrices,
                        int[] roundTileValues, int[] roundTileMinPlayers, int[] startMoney, int[] defaultCorners,
                        int[] stallScore, int[] penaltyDeduction, int[] godCopies) {
        this.minPlayers = minPlayers;
        this.maxPlayers = maxPlayers;
        this.rounds = rounds;
        this.ringSize = ringSize;
        this.corners = corners;
        this.middles = middles;
        this.stallsPerPlayer = stallsPerPlayer;
        this.stallCapacity = stallCapacity;
        this.buildCost = buildCost;
        this.taxPerCube = taxPerCube;
        this.keepCost = keepCost;
        this.marsFreeKeeps = marsFreeKeeps;
        this.handLimit = handLimit;
        this.jupiterMaxCards = jupiterMaxCards;
        this.vestaMaxReturn = vestaMaxReturn;
        this.stonesPerPlayer = stonesPerPlayer;
        this.priceMin = priceMin;
        this.priceMax = priceMax;
        this.beigePrice = beigePrice;
        this.markerMin = markerMin;
        this.markerMax = markerMax;
        this.markerStart = markerStart;
        this.sestercesPerPrestige = sestercesPerPrestige;
        this.cubesPerGoods = cubesPerGoods;
        this.templeDicePerColour = templeDicePerColour;
        this.playerDicePerColour = playerDicePerColour;
        this.maxPipDelta = maxPipDelta;
        this.startPrices = startPrices;
        this.roundTileValues = roundTileValues;
        this.roundTileMinPlayers = roundTileMinPlayers;
        this.startMoney = startMoney;
        this.defaultCorners = defaultCorners;
        this.stallScore = stallScore;
        this.penaltyDeduction = penaltyDeduction;
        this.godCopies = godCopies;
    }

    /** Total god cards in the game. */
    public int deckSize() {
        int n = 0;
        for (int c : godCopies) {
            n += c;
        }
        return n;
    }

    /** Final prestige for {@code stalls} stalls on the market (spec 7.1). */
    public int stallPoints(int stalls) {
        return stallScore[Math.min(stalls, stallScore.length - 1)];
    }

    /** Final deduction for {@code stones} penalty stones (spec 7.3). */
    public int deduction(int stones) {
        return penaltyDeduction[Math.min(stones, penaltyDeduction.length - 1)];
    }

    /**
     * The sesterces of the round tile taken by the {@code passed}-th player to pass (from 0) at a table of
     * {@code players}, or 0 when no tile is left (the same as indexing {@link #roundTiles}, without a new array).
     */
    public int roundTile(int players, int passed) {
        int i = 0;
        for (int t = 0; t < roundTileValues.length; t++) {
            if (roundTileMinPlayers[t] <= players) {
                if (i == passed) {
                    return roundTileValues[t];
                }
                i++;
            }
        }
        return 0;
    }

    /** The round tile values used with {@code players} players, highest first (D20). */
    public int[] roundTiles(int players) {
        int n = 0;
        for (int m : roundTileMinPlayers) {
            if (m <= players) {
                n++;
            }
        }
        int[] out = new int[n];
        int i = 0;
        for (int t = 0; t < roundTileValues.length; t++) {
            if (roundTileMinPlayers[t] <= players) {
                out[i++] = roundTileValues[t];
            }
        }
        return out;
    }
}
