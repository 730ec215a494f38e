// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {IRewardTreasury} from "../interfaces/IRewardTreasury.sol";

/// @notice Calls into reward treasuries that never revert the caller: a treasury without
/// code, one that reverts, or one whose reward token reverts counts as "nothing to stream".
library TreasuryCalls {
    /// @dev False when the treasury has no code or `distribute()` reverted. The call copies
    /// no return data, so a treasury cannot make it expensive with a huge answer.
    function tryDistribute(address treasury) internal returns (bool ok) {
        if (treasury.code.length == 0) return false;
        bytes4 selector = IRewardTreasury.distribute.selector;
        assembly ("memory-safe") {
            let ptr := mload(0x40)
            mstore(ptr, selector)
            ok := call(gas(), treasury, 0, ptr, 4, 0, 0)
        }
    }

    /// @dev What the treasury could distribute now; 0 for one without code or one that
    /// reverts the question (as {tryDistribute} would skip it).
    function distributableNow(address treasury) internal view returns (uint256) {
        if (treasury.code.length == 0) return 0;
        try IRewardTreasury(treasury).getDistributableAmount() returns (uint256 amount) {
            return amount;
        } catch {
            return 0;
        }
    }
}
