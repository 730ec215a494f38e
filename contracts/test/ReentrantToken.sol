// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {MintableToken} from "../MintableToken.sol";

/// @notice TEST ONLY. A reward token whose `transfer` calls back into a target, to prove the
/// receipt token's reentrancy lock (MangoError 9). `transferFrom` stays plain so that the
/// treasury can still stream it.
contract ReentrantToken is MintableToken {
    address private _hookTarget;
    bytes private _hookData;

    constructor(address initialOwner) MintableToken("Reentrant", "REENTER", 18, initialOwner) {}

    function setHook(address target, bytes calldata data) external onlyOwner {
        _hookTarget = target;
        _hookData = data;
    }

    function transfer(address to, uint256 value) public override returns (bool) {
        bool ok = super.transfer(to, value);
        if (_hookTarget != address(0)) {
            (bool success, bytes memory ret) = _hookTarget.call(_hookData);
            if (!success) {
                assembly ("memory-safe") {
                    revert(add(ret, 0x20), mload(ret))
                }
            }
        }
        return ok;
    }
}
