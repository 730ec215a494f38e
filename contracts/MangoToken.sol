// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {MintableToken} from "./MintableToken.sol";

/// @notice Devnet stand-in for MANGO, the staking token (18 decimals).
contract MangoToken is MintableToken {
    constructor(address initialOwner) MintableToken("Mango", "MANGO", 18, initialOwner) {}
}
