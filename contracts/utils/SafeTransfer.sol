// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {MangoError, Errors} from "./MangoErrors.sol";

/// @notice ERC-20 calls that accept tokens returning nothing (USDT style) and bubble the
/// token's own revert data, so e.g. ERC20InsufficientAllowance reaches the caller intact.
library SafeTransfer {
    function safeTransfer(address token, address to, uint256 value) internal {
        _call(token, abi.encodeWithSelector(0xa9059cbb, to, value));
    }

    function safeTransferFrom(address token, address from, address to, uint256 value) internal {
        _call(token, abi.encodeWithSelector(0x23b872dd, from, to, value));
    }

    function safeApprove(address token, address spender, uint256 value) internal {
        _call(token, abi.encodeWithSelector(0x095ea7b3, spender, value));
    }

    function _call(address token, bytes memory data) private {
        if (token.code.length == 0) revert MangoError(Errors.INVALID_ADDRESS);
        (bool ok, bytes memory ret) = token.call(data);
        if (!ok) {
            assembly ("memory-safe") {
                revert(add(ret, 0x20), mload(ret))
            }
        }
        if (ret.length != 0 && !abi.decode(ret, (bool))) revert MangoError(Errors.FAILED_TO_SEND_VALUE);
    }
}
