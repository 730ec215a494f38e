// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// @notice A treasury that streams its reward-token balance to the receipt token.
interface IRewardTreasury {
    event Distribute(uint256 amount, uint256 elapsed);
    event ReceiveToken(address indexed sender, uint256 amount);
    event StartTimeChanged(uint256 startTime);

    function rewardToken() external view returns (address);
    function stakedToken() external view returns (address);
    function startTime() external view returns (uint256);
    function lastDistributedAt() external view returns (uint256);
    /// @return Reward-token units per second, scaled by 1e18.
    function rewardRate() external view returns (uint256);
    function getDistributableAmount() external view returns (uint256);
    function distribute() external;
    function receiveToken(uint256 amount) external;
    function withdrawLostERC20(address token, address to) external;
}
