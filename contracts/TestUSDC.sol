// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {MintableToken} from "./MintableToken.sol";

/// @notice Devnet stand-in for USDC, the reward token (6 decimals).
contract TestUSDC is MintableToken {
    constructor(address initialOwner) MintableToken("USD Coin", "USDC", 6, initialOwner) {}
}
