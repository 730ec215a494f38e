// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {IERC20} from "./interfaces/IERC20.sol";
import {IPlantedMango} from "./interfaces/IPlantedMango.sol";

/// @notice Never deployed. The site places this runtime code at the user's own address in
/// an eth_call state override, so the call approves and plants AS the user: it tells
/// whether `plant` would succeed once approved, before the wallet is asked to approve.
/// A revert in `plant` (paused, too small, ...) bubbles up with its data.
contract StakeProbe {
    function approveAndPlant(IERC20 token, IPlantedMango staking, uint256 amount) external returns (bool) {
        require(token.approve(address(staking), amount));
        staking.plant(amount, address(this));
        return true;
    }
}
