// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {MangoError, Errors} from "./MangoErrors.sol";

/// @notice Reentrancy lock that reverts with MangoError(REENTRANCY). Plain storage (not
/// EIP-1153 transient storage) so the bytecode runs on pre-Cancun chains too.
abstract contract ReentrancyGuard {
    uint256 private constant _NOT_ENTERED = 1;
    uint256 private constant _ENTERED = 2;
    uint256 private _status = _NOT_ENTERED;

    modifier nonReentrant() {
        if (_status == _ENTERED) revert MangoError(Errors.REENTRANCY);
        _status = _ENTERED;
        _;
        _status = _NOT_ENTERED;
    }
}
