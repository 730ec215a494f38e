// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// Test double of the ENS Universal Resolver (the two functions viem's getEnsName,
/// getEnsAvatar, getEnsText and getEnsAddress call), installed with anvil_setCode at the
/// mainnet resolver address.
/// It answers from records the test writes, so the answers are real EVM results that viem
/// encodes and decodes end to end; it does not do ENS's forward-resolution check.
contract FakeUniversalResolver {
    mapping(bytes32 => string) private names; // keccak256(address bytes) => primary name
    mapping(bytes32 => string) private avatars; // namehash => avatar text record
    mapping(bytes32 => mapping(string => string)) private texts; // namehash => key => text record
    mapping(bytes32 => mapping(uint256 => bytes)) private addrs; // namehash => coin type => address bytes

    function setName(address account, string calldata name) external {
        names[keccak256(abi.encodePacked(account))] = name;
    }

    function setAvatar(bytes32 node, string calldata avatar) external {
        avatars[node] = avatar;
    }

    function setText(bytes32 node, string calldata key, string calldata value) external {
        texts[node][key] = value;
    }

    function setAddr(bytes32 node, uint256 coinType, bytes calldata value) external {
        addrs[node][coinType] = value;
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
        bytes4 selector = bytes4(data[:4]);
        if (selector == bytes4(keccak256("addr(bytes32)"))) {
            bytes memory eth = addrs[abi.decode(data[4:], (bytes32))][60];
            return (abi.encode(eth.length == 20 ? address(bytes20(eth)) : address(0)), address(this));
        }
        if (selector == bytes4(keccak256("addr(bytes32,uint256)"))) {
            (bytes32 addrNode, uint256 coinType) = abi.decode(data[4:], (bytes32, uint256));
            return (abi.encode(addrs[addrNode][coinType]), address(this));
        }
        require(selector == bytes4(keccak256("text(bytes32,string)")), "only text() and addr()");
        (bytes32 node, string memory key) = abi.decode(data[4:], (bytes32, string));
        if (keccak256(bytes(key)) == keccak256("avatar")) return (abi.encode(avatars[node]), address(this));
        return (abi.encode(texts[node][key]), address(this));
    }
}
