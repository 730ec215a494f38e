// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {MangoError, Errors} from "./MangoErrors.sol";

/// @notice Pause flag whose guard reverts with MangoError(PAUSED). Pausing twice or
/// unpausing an unpaused contract is a no-op (no event), so admin scripts can be re-run.
abstract contract Pausable {
    event Paused(address account);
    event Unpaused(address account);

    bool private _paused;

    modifier whenNotPaused() {
        if (_paused) revert MangoError(Errors.PAUSED);
        _;
    }

    function paused() public view returns (bool) {
        return _paused;
    }

    function _pause() internal {
        if (_paused) return;
        _paused = true;
        emit Paused(msg.sender);
    }

    function _unpause() internal {
        if (!_paused) return;
        _paused = false;
        emit Unpaused(msg.sender);
    }
}
