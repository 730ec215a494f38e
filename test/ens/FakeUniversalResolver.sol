// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// Test double of the ENS Universal Resolver (the two functions viem's getEnsName and
/// getEnsAvatar call), installed with anvil_setCode at the mainnet resolver address.
/// It answers from records the test writes, so the answers are real EVM results that viem
/// encodes and decodes end to end; it does not do ENS's forward-resolution check.
contract FakeUniversalResolver {
    mapping(bytes32 => string) private names; // keccak256(address bytes) => primary name
    mapping(bytes32 => string) private avatars; // namehash => avatar text record

    function setName(address account, string calldata name) external {
        names[keccak256(abi.encodePacked(account))] = name;
    }

    function setAvatar(bytes32 node, string calldata avatar) external {
        avatars[node] = avatar;
    }

    function reverseWithGateways(bytes calldata lookupAddress, uint256, string[] calldata)
        external
        view
        returns (string memory, address, address)
    {
        return (names[keccak256(lookupAddress)], address(this), address(this));
    }

    function resolveWithGateways(bytes calldata, bytes calldata data, string[] calldata)
        external
        view
        returns (bytes memory, address)
    {
        require(bytes4(data[:4]) == bytes4(keccak256("text(bytes32,string)")), "only text()");
        (bytes32 node, string memory key) = abi.decode(data[4:], (bytes32, string));
        require(keccak256(bytes(key)) == keccak256("avatar"), "only avatar");
        return (abi.encode(avatars[node]), address(this));
    }
}
