// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {Ownable} from "./utils/Ownable.sol";
import {Pausable} from "./utils/Pausable.sol";
import {ReentrancyGuard} from "./utils/ReentrancyGuard.sol";
import {SafeTransfer} from "./utils/SafeTransfer.sol";
import {MangoError, Errors} from "./utils/MangoErrors.sol";
import {IERC20} from "./interfaces/IERC20.sol";
import {IPlantedMango} from "./interfaces/IPlantedMango.sol";
import {IRewardTreasury} from "./interfaces/IRewardTreasury.sol";

/// @notice Streams its reward-token balance into the receipt token: after `dt` seconds,
/// `balance * dt / (1000 * 86400)` is distributable (about 0.1 % of the balance per day).
contract RewardTreasury is IRewardTreasury, Ownable, Pausable, ReentrancyGuard {
    using SafeTransfer for address;

    uint256 private constant _RATE_DENOMINATOR = 1000 * 1 days;
    uint256 private constant _RATE_PRECISION = 1e18;

    address public immutable rewardToken;
    /// @notice The receipt token (pMANGO) the stream goes to.
    address public immutable stakedToken;
    uint256 public startTime;
    uint256 public lastDistributedAt;

    /// @param startTime_ Nothing is distributable before it; 0 means "now".
    constructor(address rewardToken_, address stakedToken_, address initialOwner, uint256 startTime_)
        Ownable(initialOwner)
    {
        if (rewardToken_ == address(0) || stakedToken_ == address(0)) revert MangoError(Errors.INVALID_ADDRESS);
        rewardToken = rewardToken_;
        stakedToken = stakedToken_;
        uint256 start = startTime_ == 0 ? block.timestamp : startTime_;
        startTime = start;
        lastDistributedAt = start;
    }

    function getDistributableAmount() public view returns (uint256) {
        if (paused() || block.timestamp <= lastDistributedAt) return 0;
        uint256 balance = IERC20(rewardToken).balanceOf(address(this));
        uint256 amount = balance * (block.timestamp - lastDistributedAt) / _RATE_DENOMINATOR;
        return amount > balance ? balance : amount;
    }

    function rewardRate() external view returns (uint256) {
        if (paused() || block.timestamp < startTime) return 0;
        return IERC20(rewardToken).balanceOf(address(this)) * _RATE_PRECISION / _RATE_DENOMINATOR;
    }

    /// @notice Pushes the accrued stream into the receipt token. Never reverts while paused
    /// (it does nothing), so a paused treasury cannot lock stakers out of unplant.
    function distribute() external nonReentrant {
        _distribute();
    }

    /// @notice Distributes first (so the new funds do not count retroactively), then pulls `amount`.
    function receiveToken(uint256 amount) external whenNotPaused nonReentrant {
        _distribute();
        rewardToken.safeTransferFrom(msg.sender, address(this), amount);
        emit ReceiveToken(msg.sender, amount);
    }

    // ---- owner ---------------------------------------------------------------------------

    /// @notice Moves a start time that has not been reached yet.
    function setStartTime(uint256 newStartTime) external onlyOwner {
        if (block.timestamp >= startTime || newStartTime < block.timestamp) revert MangoError(Errors.INVALID_TIME);
        startTime = newStartTime;
        lastDistributedAt = newStartTime;
        emit StartTimeChanged(newStartTime);
    }

    /// @notice Stops the stream; what accrued until now is distributed first.
    function pause() external onlyOwner nonReentrant {
        _distribute();
        _pause();
    }

    /// @notice Restarts the stream from now: the paused period earns nothing.
    function unpause() external onlyOwner {
        if (!paused()) return;
        if (block.timestamp > lastDistributedAt) lastDistributedAt = block.timestamp;
        _unpause();
    }

    function withdrawLostERC20(address token, address to) external onlyOwner nonReentrant {
        if (token == rewardToken || to == address(0)) revert MangoError(Errors.INVALID_ADDRESS);
        uint256 balance = IERC20(token).balanceOf(address(this));
        if (balance > 0) token.safeTransfer(to, balance);
    }

    // ---- internals -----------------------------------------------------------------------

    function _distribute() private {
        if (paused() || block.timestamp <= lastDistributedAt) return;
        uint256 elapsed = block.timestamp - lastDistributedAt;
        // Nobody staked: the accrued share stays here and the stream restarts from now,
        // instead of being paid later as a windfall to the first staker.
        if (IERC20(stakedToken).totalSupply() == 0) {
            lastDistributedAt = block.timestamp;
            emit Distribute(0, elapsed);
            return;
        }
        uint256 amount = getDistributableAmount();
        // Less than one unit accrued: keep the clock running so small balances still stream.
        if (amount == 0) return;
        lastDistributedAt = block.timestamp;
        rewardToken.safeApprove(stakedToken, amount);
        uint256 supplied = IPlantedMango(stakedToken).supplyReward(rewardToken, amount);
        if (supplied != amount) rewardToken.safeApprove(stakedToken, 0);
        emit Distribute(supplied, elapsed);
    }
}
