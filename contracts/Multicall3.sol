// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// @notice Read-batching contract with the Multicall3 ABI (https://github.com/mds1/multicall),
/// placed at its canonical address on the devnet so viem's `multicall` works unchanged.
/// Written from the public interface; only the subset clients use is implemented.
contract Multicall3 {
    struct Call {
        address target;
        bytes callData;
    }

    struct Call3 {
        address target;
        bool allowFailure;
        bytes callData;
    }

    struct Result {
        bool success;
        bytes returnData;
    }

    function aggregate(Call[] calldata calls) external returns (uint256 blockNumber, bytes[] memory returnData) {
        blockNumber = block.number;
        returnData = new bytes[](calls.length);
        for (uint256 i = 0; i < calls.length; ++i) {
            (bool success, bytes memory ret) = calls[i].target.call(calls[i].callData);
            require(success, "Multicall3: call failed");
            returnData[i] = ret;
        }
    }

    function tryAggregate(bool requireSuccess, Call[] calldata calls) public returns (Result[] memory returnData) {
        returnData = new Result[](calls.length);
        for (uint256 i = 0; i < calls.length; ++i) {
            (bool success, bytes memory ret) = calls[i].target.call(calls[i].callData);
            if (requireSuccess) require(success, "Multicall3: call failed");
            returnData[i] = Result(success, ret);
        }
    }

    /// @notice The call viem's `multicall` action makes.
    function aggregate3(Call3[] calldata calls) external returns (Result[] memory returnData) {
        returnData = new Result[](calls.length);
        for (uint256 i = 0; i < calls.length; ++i) {
            Call3 calldata call = calls[i];
            (bool success, bytes memory ret) = call.target.call(call.callData);
            require(success || call.allowFailure, "Multicall3: call failed");
            returnData[i] = Result(success, ret);
        }
    }

    function getBlockHash(uint256 blockNumber) external view returns (bytes32) {
        return blockhash(blockNumber);
    }

    function getBlockNumber() external view returns (uint256) {
        return block.number;
    }

    function getCurrentBlockCoinbase() external view returns (address) {
        return block.coinbase;
    }

    function getCurrentBlockGasLimit() external view returns (uint256) {
        return block.gaslimit;
    }

    function getCurrentBlockTimestamp() external view returns (uint256) {
        return block.timestamp;
    }

    function getEthBalance(address account) external view returns (uint256) {
        return account.balance;
    }

    function getLastBlockHash() external view returns (bytes32) {
        unchecked {
            return blockhash(block.number - 1);
        }
    }

    function getBasefee() external view returns (uint256) {
        return block.basefee;
    }

    function getChainId() external view returns (uint256) {
        return block.chainid;
    }
}
