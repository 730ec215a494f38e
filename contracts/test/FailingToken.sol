// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {MintableToken} from "../MintableToken.sol";

/// @notice TEST ONLY. A reward token that can be made to revert every transfer and approval,
/// like a real stablecoin that is paused or has blacklisted an address.
contract FailingToken is MintableToken {
    error TokenFrozen();

    bool public frozen;

    constructor(address initialOwner) MintableToken("Failing", "FAIL", 6, initialOwner) {}

    function setFrozen(bool frozen_) external onlyOwner {
        frozen = frozen_;
    }

    function transfer(address to, uint256 value) public override returns (bool) {
        if (frozen) revert TokenFrozen();
        return super.transfer(to, value);
    }

    function transferFrom(address from, address to, uint256 value) public override returns (bool) {
        if (frozen) revert TokenFrozen();
        return super.transferFrom(from, to, value);
    }

    function approve(address spender, uint256 value) public override returns (bool) {
        if (frozen) revert TokenFrozen();
        return super.approve(spender, value);
    }
}
