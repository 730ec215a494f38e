// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ERC20} from "./utils/ERC20.sol";
import {Ownable} from "./utils/Ownable.sol";
import {Pausable} from "./utils/Pausable.sol";
import {ReentrancyGuard} from "./utils/ReentrancyGuard.sol";
import {SafeTransfer} from "./utils/SafeTransfer.sol";
import {TreasuryCalls} from "./utils/TreasuryCalls.sol";
import {MangoError, Errors} from "./utils/MangoErrors.sol";
import {IERC20} from "./interfaces/IERC20.sol";
import {IPlantedMango} from "./interfaces/IPlantedMango.sol";
import {IRewardTreasury} from "./interfaces/IRewardTreasury.sol";

/// @notice pMANGO, the non-transferable receipt for staked ("planted") MANGO. Rewards use a
/// reward-per-token accumulator (precision 1e28) per reward token; each reward token has one
/// treasury that streams into it through {supplyReward}.
/// Principal can always leave: `unplant` works while paused, and a treasury or reward token
/// that fails is skipped (with {RewardDistributionSkipped}) instead of blocking it.
contract PlantedMango is IPlantedMango, ERC20, Ownable, Pausable, ReentrancyGuard {
    using SafeTransfer for address;

    uint256 private constant _PRECISION = 1e28;

    struct GlobalRewardSnapshot {
        uint256 rewardPerToken;
        address treasury;
        uint64 timestamp;
    }

    struct UserRewardSnapshot {
        uint256 rewardPerToken;
        uint256 harvestableReward;
    }

    address public immutable underlyingToken;

    address[] private _rewardTokens;
    /// @dev Retired reward tokens: still booked (without asking their treasury) whenever a balance moves.
    address[] private _retiredTokens;
    /// @notice Per reward token: accumulator, its treasury, and when the accumulator last moved.
    mapping(address token => GlobalRewardSnapshot) public globalRewardSnapshot;
    /// @notice Per user and reward token: accumulator at the user's last checkpoint and what was owed then.
    mapping(address user => mapping(address token => UserRewardSnapshot)) public userRewardSnapshot;
    /// @notice Reward tokens the owner took out of the list: no longer streamed, still paid out.
    mapping(address token => bool) public retiredRewardToken;
    /// @dev Per reward token: the sum of every user's booked `harvestableReward`.
    mapping(address token => uint256) private _booked;
    /// @dev Per reward token: what the last division of a supply left over, carried into the next.
    mapping(address token => uint256) private _remainder;

    /// @notice A treasury's `distribute()` failed (no code, reverted, or its token did); the
    /// checkpoint went on with the accumulator as it was, so nothing owed is lost.
    event RewardDistributionSkipped(address indexed token, address indexed treasury);
    event RewardTokenRetired(address indexed token, address indexed treasury);
    event RewardDustRecovered(address indexed token, address indexed to, uint256 amount);

    constructor(address underlyingToken_, address initialOwner)
        ERC20("Planted Mango", "pMANGO", 18)
        Ownable(initialOwner)
    {
        if (underlyingToken_ == address(0)) revert MangoError(Errors.INVALID_ADDRESS);
        underlyingToken = underlyingToken_;
    }

    // ---- staking -------------------------------------------------------------------------

    function plant(uint256 amount, address to) external whenNotPaused nonReentrant {
        if (amount == 0) revert MangoError(Errors.AMOUNT_TOO_SMALL);
        if (to == address(0)) revert MangoError(Errors.INVALID_ADDRESS);
        _checkpointAll(to);
        underlyingToken.safeTransferFrom(msg.sender, address(this), amount);
        _mint(to, amount);
        emit Plant(msg.sender, to, amount);
    }

    /// @dev Burning more than the balance reverts with ERC20InsufficientBalance. Not paused
    /// with the rest: a pause (or a lost owner key) must never freeze principal.
    function unplant(uint256 amount, address to) external nonReentrant {
        if (amount == 0) revert MangoError(Errors.AMOUNT_TOO_SMALL);
        if (to == address(0)) revert MangoError(Errors.INVALID_ADDRESS);
        _checkpointAll(msg.sender);
        _burn(msg.sender, amount);
        underlyingToken.safeTransfer(to, amount);
        emit Unplant(msg.sender, to, amount);
    }

    function harvest(address user) external whenNotPaused nonReentrant {
        _harvest(user, _rewardTokens);
    }

    function harvest(address user, address[] calldata tokenList) external whenNotPaused nonReentrant {
        if (tokenList.length == 0) revert MangoError(Errors.EMPTY_INPUT);
        _harvest(user, tokenList);
    }

    // ---- rewards -------------------------------------------------------------------------

    /// @notice Called by `token`'s treasury: pulls `amount` and spreads it over all pMANGO.
    /// While nobody has planted, nothing is pulled and 0 is returned (the reward stays put).
    /// @dev Not behind the reentrancy lock: treasuries call it from inside plant/unplant/harvest.
    function supplyReward(address token, uint256 amount) external returns (uint256) {
        GlobalRewardSnapshot storage global = globalRewardSnapshot[token];
        if (global.treasury == address(0) || msg.sender != global.treasury) revert MangoError(Errors.ACCESS);
        uint256 supply = totalSupply();
        if (amount == 0 || supply == 0 || retiredRewardToken[token]) return 0;
        token.safeTransferFrom(msg.sender, address(this), amount);
        // The part of the division that does not fit one accumulator step rides on the next one.
        uint256 scaled = amount * _PRECISION + _remainder[token];
        _remainder[token] = scaled % supply;
        global.rewardPerToken += scaled / supply;
        global.timestamp = uint64(block.timestamp);
        emit DistributeReward(msg.sender, token, amount, global.rewardPerToken, supply);
        return amount;
    }

    function harvestableRewards(address user) external view returns (HarvestableReward[] memory) {
        return _harvestable(user, _rewardTokens);
    }

    function harvestableRewards(address user, address[] calldata tokenList)
        external
        view
        returns (HarvestableReward[] memory)
    {
        return _harvestable(user, tokenList);
    }

    function rewardToken(uint256 index) external view returns (address) {
        if (index >= _rewardTokens.length) revert MangoError(Errors.INVALID_ID);
        return _rewardTokens[index];
    }

    function rewardTokens() external view returns (address[] memory) {
        return _rewardTokens;
    }

    function rewardTokensLength() external view returns (uint256) {
        return _rewardTokens.length;
    }

    // ---- non-transferable ----------------------------------------------------------------

    function transfer(address, uint256) public pure override returns (bool) {
        revert MangoError(Errors.NOT_IMPLEMENTED_INTERFACE);
    }

    function transferFrom(address, address, uint256) public pure override returns (bool) {
        revert MangoError(Errors.NOT_IMPLEMENTED_INTERFACE);
    }

    // ---- owner ---------------------------------------------------------------------------

    function addRewardToken(address token, address treasury) external onlyOwner {
        if (token == address(0) || treasury == address(0)) revert MangoError(Errors.INVALID_ADDRESS);
        GlobalRewardSnapshot storage global = globalRewardSnapshot[token];
        if (global.treasury != address(0)) revert MangoError(Errors.INVALID_ADDRESS);
        global.treasury = treasury;
        global.timestamp = uint64(block.timestamp);
        _rewardTokens.push(token);
        emit RewardTokenAdded(token, treasury);
    }

    /// @notice Stops streaming `token`: it leaves the list that plant, unplant and harvest(user)
    /// walk, so a broken token or treasury no longer touches them. What each user earned until
    /// now stays owed and is paid by `harvest(user, [token])`.
    function retireRewardToken(address token) external onlyOwner nonReentrant {
        GlobalRewardSnapshot storage global = globalRewardSnapshot[token];
        if (global.treasury == address(0) || retiredRewardToken[token]) revert MangoError(Errors.INVALID_ADDRESS);
        _tryDistribute(token, global.treasury);
        retiredRewardToken[token] = true;
        uint256 last = _rewardTokens.length - 1;
        for (uint256 i = 0; i <= last; ++i) {
            if (_rewardTokens[i] != token) continue;
            _rewardTokens[i] = _rewardTokens[last];
            _rewardTokens.pop();
            break;
        }
        _retiredTokens.push(token);
        emit RewardTokenRetired(token, global.treasury);
    }

    /// @notice Rounding dust of a reward token: once nobody stakes, every user's share is
    /// booked, so whatever this contract holds beyond the booked sum belongs to no one.
    function recoverRewardDust(address token, address to) external onlyOwner nonReentrant {
        if (to == address(0) || globalRewardSnapshot[token].treasury == address(0)) revert MangoError(Errors.INVALID_ADDRESS);
        if (totalSupply() != 0) revert MangoError(Errors.EXCEEDED_BALANCE);
        uint256 balance = IERC20(token).balanceOf(address(this));
        uint256 dust = balance > _booked[token] ? balance - _booked[token] : 0;
        _remainder[token] = 0;
        if (dust == 0) return;
        token.safeTransfer(to, dust);
        emit RewardDustRecovered(token, to, dust);
    }

    function pause() external onlyOwner {
        _pause();
    }

    function unpause() external onlyOwner {
        _unpause();
    }

    /// @notice Rescues tokens sent here by mistake; the staked and reward tokens are never movable.
    function withdrawLostERC20(address token, address to) external onlyOwner nonReentrant {
        if (to == address(0)) revert MangoError(Errors.INVALID_ADDRESS);
        if (token == underlyingToken || globalRewardSnapshot[token].treasury != address(0)) {
            revert MangoError(Errors.INVALID_ADDRESS);
        }
        uint256 balance = IERC20(token).balanceOf(address(this));
        if (balance > 0) token.safeTransfer(to, balance);
    }

    // ---- internals -----------------------------------------------------------------------

    function _harvest(address user, address[] memory tokens) private {
        if (user == address(0)) revert MangoError(Errors.INVALID_ADDRESS);
        for (uint256 i = 0; i < tokens.length; ++i) {
            address token = tokens[i];
            _checkpoint(user, token);
            UserRewardSnapshot storage snapshot = userRewardSnapshot[user][token];
            uint256 amount = snapshot.harvestableReward;
            if (amount == 0) continue;
            snapshot.harvestableReward = 0;
            _booked[token] -= amount;
            token.safeTransfer(user, amount);
            emit Harvest(user, token, amount);
        }
    }

    function _checkpointAll(address user) private {
        uint256 length = _rewardTokens.length;
        for (uint256 i = 0; i < length; ++i) {
            _checkpoint(user, _rewardTokens[i]);
        }
        // A retired token's accumulator no longer moves, but what the user earned before the
        // retirement must be booked before the balance changes.
        length = _retiredTokens.length;
        for (uint256 i = 0; i < length; ++i) {
            _checkpoint(user, _retiredTokens[i]);
        }
    }

    /// @dev Asks the treasury to stream what has accrued, then books the user's share of
    /// everything up to now. Must run before the user's balance changes.
    function _checkpoint(address user, address token) private {
        GlobalRewardSnapshot storage global = globalRewardSnapshot[token];
        if (global.treasury == address(0)) revert MangoError(Errors.INVALID_ADDRESS);
        if (!retiredRewardToken[token]) _tryDistribute(token, global.treasury);
        UserRewardSnapshot storage snapshot = userRewardSnapshot[user][token];
        uint256 rewardPerToken = global.rewardPerToken;
        if (snapshot.rewardPerToken == rewardPerToken) return;
        uint256 earned = balanceOf(user) * (rewardPerToken - snapshot.rewardPerToken) / _PRECISION;
        snapshot.harvestableReward += earned;
        _booked[token] += earned;
        snapshot.rewardPerToken = rewardPerToken;
    }

    /// @dev A failing treasury must not block the caller: its stream is skipped this time
    /// (the accrual stays in the treasury) and the skip is recorded.
    function _tryDistribute(address token, address treasury) private {
        if (!TreasuryCalls.tryDistribute(treasury)) emit RewardDistributionSkipped(token, treasury);
    }

    /// @dev Mirrors {_checkpoint} without writing: adds what the treasury could distribute now.
    function _harvestable(address user, address[] memory tokens)
        private
        view
        returns (HarvestableReward[] memory rewards)
    {
        rewards = new HarvestableReward[](tokens.length);
        uint256 supply = totalSupply();
        for (uint256 i = 0; i < tokens.length; ++i) {
            address token = tokens[i];
            GlobalRewardSnapshot storage global = globalRewardSnapshot[token];
            if (global.treasury == address(0)) revert MangoError(Errors.INVALID_ADDRESS);
            uint256 rewardPerToken = global.rewardPerToken;
            if (supply > 0 && !retiredRewardToken[token]) {
                uint256 distributable = TreasuryCalls.distributableNow(global.treasury);
                if (distributable > 0) rewardPerToken += (distributable * _PRECISION + _remainder[token]) / supply;
            }
            UserRewardSnapshot storage snapshot = userRewardSnapshot[user][token];
            uint256 amount = snapshot.harvestableReward
                + balanceOf(user) * (rewardPerToken - snapshot.rewardPerToken) / _PRECISION;
            rewards[i] = HarvestableReward(token, amount);
        }
    }
}
