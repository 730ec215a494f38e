// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// @notice TEST ONLY. A minimal smart-contract wallet for the sign-in tests: it accepts a
/// message hash signed (raw ECDSA, no prefix) by its owner, through ERC-1271
/// (`isValidSignature(bytes32,bytes)` -> 0x1626ba7e) or, when `legacyOnly`, only through the
/// pre-standard draft (`isValidSignature(bytes,bytes)` -> 0x20c13b0b, `data` = the hash).
/// Real wallets bind the hash to themselves (EIP-712) so a signature cannot be replayed on
/// another wallet of the same owner; this one does not need to.
contract TestSmartWallet {
    bytes4 private constant MAGIC = 0x1626ba7e;
    bytes4 private constant LEGACY_MAGIC = 0x20c13b0b;
    bytes4 private constant INVALID = 0xffffffff;

    address public immutable owner;
    bool public immutable legacyOnly;

    constructor(address owner_, bool legacyOnly_) {
        owner = owner_;
        legacyOnly = legacyOnly_;
    }

    function isValidSignature(bytes32 hash, bytes calldata signature) external view returns (bytes4) {
        return !legacyOnly && _signedByOwner(hash, signature) ? MAGIC : INVALID;
    }

    function isValidSignature(bytes calldata data, bytes calldata signature) external view returns (bytes4) {
        return data.length == 32 && _signedByOwner(bytes32(data), signature) ? LEGACY_MAGIC : INVALID;
    }

    function _signedByOwner(bytes32 hash, bytes calldata signature) private view returns (bool) {
        if (signature.length != 65) return false;
        bytes32 r = bytes32(signature[0:32]);
        bytes32 s = bytes32(signature[32:64]);
        uint8 v = uint8(signature[64]);
        if (v < 27) v += 27;
        address signer = ecrecover(hash, v, r, s);
        return signer != address(0) && signer == owner;
    }
}

/// @notice TEST ONLY. Deploys TestSmartWallet with CREATE2, so a wallet's address is known
/// before it exists (what ERC-6492 signatures rely on).
contract TestSmartWalletFactory {
    event WalletDeployed(address wallet, address owner);

    function deploy(address owner, bytes32 salt) external returns (address wallet) {
        wallet = address(new TestSmartWallet{salt: salt}(owner, false));
        emit WalletDeployed(wallet, owner);
    }

    function addressOf(address owner, bytes32 salt) external view returns (address) {
        bytes32 codeHash = keccak256(abi.encodePacked(type(TestSmartWallet).creationCode, abi.encode(owner, false)));
        return address(uint160(uint256(keccak256(abi.encodePacked(bytes1(0xff), address(this), salt, codeHash)))));
    }
}
