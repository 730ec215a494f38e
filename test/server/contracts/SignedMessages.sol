// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// A stand-in for a Safe that signs messages on chain (Safe's SignMessageLib + its fallback
/// handler): the owner records a hash, and isValidSignature(hash, 0x) answers from the record.
/// A non-empty signature is never accepted here.
contract SignedMessages {
    address private immutable owner;
    mapping(bytes32 => bool) public signedMessages;

    constructor(address owner_) {
        owner = owner_;
    }

    function signMessage(bytes32 hash) external {
        require(msg.sender == owner, "not the owner");
        signedMessages[hash] = true;
    }

    function isValidSignature(bytes32 hash, bytes calldata signature) external view returns (bytes4) {
        if (signature.length == 0 && signedMessages[hash]) return 0x1626ba7e;
        return 0xffffffff;
    }
}
