// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// Accounts that answer isValidSignature in every wrong shape a server must refuse, and one
/// that answers right. Each instance answers every call the same way (its fallback).
contract SignatureShape {
    /// 0: return `answer` as is; 1: echo the whole calldata; 2: echo its first 32 bytes.
    uint8 private immutable mode;
    bytes private answer;

    constructor(uint8 mode_, bytes memory answer_) {
        mode = mode_;
        answer = answer_;
    }

    fallback(bytes calldata input) external returns (bytes memory) {
        if (mode == 1) return _raw(input);
        if (mode == 2) return _raw(input[:32]);
        return _raw(answer);
    }

    /// Returns `data` as the raw return data, not ABI-wrapped as `bytes`.
    function _raw(bytes memory data) private pure returns (bytes memory) {
        assembly {
            return(add(data, 32), mload(data))
        }
    }
}
