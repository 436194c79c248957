/** Auction House for learning agents: its {@link io.agon.core.learn.Encoding}. */
package io.agon.examples.auctionhouse.learn;
