// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// @notice The receipt token (pMANGO): the production interface on Polygon zkEVM.
interface IPlantedMango {
    struct HarvestableReward {
        address token;
        uint256 amount;
    }

    event Plant(address indexed sender, address indexed user, uint256 amount);
    event Unplant(address indexed user, address indexed to, uint256 amount);
    event Harvest(address indexed user, address indexed token, uint256 amount);
    event DistributeReward(
        address indexed sender, address indexed token, uint256 amount, uint256 rewardPerToken, uint256 totalSupply
    );
    event RewardTokenAdded(address indexed token, address indexed treasury);

    function underlyingToken() external view returns (address);
    function rewardToken(uint256 index) external view returns (address);
    function rewardTokens() external view returns (address[] memory);
    function rewardTokensLength() external view returns (uint256);

    function harvestableRewards(address user) external view returns (HarvestableReward[] memory);
    function harvestableRewards(address user, address[] calldata tokenList)
        external
        view
        returns (HarvestableReward[] memory);

    function plant(uint256 amount, address to) external;
    function unplant(uint256 amount, address to) external;
    function harvest(address user) external;
    function harvest(address user, address[] calldata tokenList) external;

    function supplyReward(address token, uint256 amount) external returns (uint256);
    function addRewardToken(address token, address treasury) external;
    function withdrawLostERC20(address token, address to) external;
}
