/**
 * HeraOS demo: a fault-management timeline. A simplified spacecraft holds attitude with four
 * reaction wheels during a burn; a fault is injected; a monitor samples telemetry at 10 Hz,
 * flags a wheel after N consecutive out-of-limit samples, cross-checks with the attitude
 * error to tell a failing wheel from a faulty sensor, and a rule decides the response.
 */

export type Fault = 'wheel' | 'sensor' | 'none';
export type Scenario = {
  fault: Fault;
  /** Seconds after ignition. */
  faultTime: number;
  burnDuration: number;
  /** Consecutive out-of-limit samples before a flag. */
  samples: number;
  /** Wheel speed deviation limit, rpm. */
  speedLimit: number;
  /** Attitude error that confirms a real loss of torque, degrees. */
  confirmError: number;
  /** Whether the rule "reconfigure to three wheels plus thrusters" is loaded. */
  reconfigureRule: boolean;
};

export type Event = { t: number; label: string; detail: string };
export type Sample = { t: number; speed: number; current: number; attitude: number };
export type Outcome = { events: Event[]; samples: Sample[]; peakAttitude: number; outcome: string; detectionLatency: number | null; recoveryTime: number | null };

const RATE = 10; // Hz
const NOMINAL_SPEED = 3000; // rpm
const NOMINAL_CURRENT = 0.4; // A
const DECISION_TIME = 0.3; // s, rule evaluation and reconfiguration command
const THRUSTER_SETTLE = 6; // s, time constant of attitude recovery on three wheels + thrusters
const POINTING_LIMIT = 2; // degrees: beyond it the burn must be aborted

export const defaultScenario: Scenario = { fault: 'wheel', faultTime: 20, burnDuration: 840, samples: 2, speedLimit: 150, confirmError: 0.05, reconfigureRule: true };

/** Runs the scenario for `window` seconds after the fault (or the burn end, whichever is first). */
export function simulateFault(s: Scenario, window = 60): Outcome {
  const events: Event[] = [{ t: 0, label: 'Ignition', detail: `Burn of ${s.burnDuration} s begins on four wheels.` }];
  const samples: Sample[] = [];
  const end = Math.min(s.burnDuration, s.faultTime + window);
  let over = 0;
  let flagged: number | null = null;
  let decided: number | null = null;
  let recovered: number | null = null;
  let attitude = 0; // degrees
  let rate = 0; // degrees/s
  let peak = 0;
  let outcome = 'Burn continues on four wheels.';
  let rejected = false;
  let aborted = false;
  const lastMinute = s.burnDuration - s.faultTime <= 60;
  if (s.fault !== 'none') events.push({ t: s.faultTime, label: s.fault === 'wheel' ? 'Wheel 3 bearing begins to seize' : 'Wheel 3 speed sensor fails', detail: s.fault === 'wheel' ? 'Speed falls and motor current rises; torque on one axis is lost.' : 'The sensor reading drops; the wheel itself keeps spinning normally.' });
  for (let k = 0; k <= end * RATE; k++) {
    const t = k / RATE;
    const since = t - s.faultTime;
    const faulty = s.fault !== 'none' && since >= 0;
    const speed = faulty ? NOMINAL_SPEED - 60 * since * (s.fault === 'wheel' ? 1 + since / 4 : 1.5) : NOMINAL_SPEED;
    // The seizing bearing draws more current until the wheel is powered off at isolation.
    const isolated = decided !== null && t >= decided;
    const current = isolated ? 0 : faulty && s.fault === 'wheel' ? NOMINAL_CURRENT + 0.05 * since * (1 + since / 4) : NOMINAL_CURRENT;
    // Dynamics: a failing wheel leaves a disturbance torque of the engine's misalignment
    // uncorrected on one axis (0.08 deg/s² angular acceleration); after reconfiguration,
    // thrusters bring the error back with a time constant THRUSTER_SETTLE.
    const dt = 1 / RATE;
    if (faulty && s.fault === 'wheel' && !aborted) {
      if (decided === null) {
        rate += 0.08 * dt;
        attitude += rate * dt;
      } else {
        rate = 0;
        attitude *= Math.exp(-dt / THRUSTER_SETTLE);
      }
    }
    peak = Math.max(peak, attitude);
    samples.push({ t, speed: Math.max(0, speed), current, attitude });
    if (!faulty || flagged !== null && (decided !== null || rejected)) {
      if (decided !== null && recovered === null && attitude < 0.01 && t > decided) {
        recovered = t;
        events.push({ t, label: 'Attitude recovered', detail: `Pointing error back under 0.01°; peak was ${peak.toFixed(3)}°.` });
      }
      continue;
    }
    over = Math.abs(speed - NOMINAL_SPEED) > s.speedLimit ? over + 1 : 0;
    if (over === 1) events.push({ t, label: 'First out-of-limit sample', detail: `Wheel 3 speed ${Math.round(speed)} rpm, limit ±${s.speedLimit} rpm.` });
    if (over >= s.samples && flagged === null) {
      flagged = t;
      events.push({ t, label: 'Monitor flags wheel 3', detail: `${s.samples} consecutive out-of-limit samples at 10 Hz.` });
      const currentHigh = current > NOMINAL_CURRENT * 1.2;
      const attitudeHigh = attitude > s.confirmError;
      if (!currentHigh && !attitudeHigh) {
        rejected = true;
        outcome = 'Alarm rejected as a sensor fault; burn continues on four wheels.';
        events.push({ t: t + DECISION_TIME, label: 'Cross-check rejects the alarm', detail: `Motor current ${current.toFixed(2)} A is nominal and attitude error ${attitude.toFixed(3)}° is under ${s.confirmError}°: the speed sensor is marked failed, the wheel stays in use.` });
        continue;
      }
      events.push({ t: t + 0.1, label: 'Cross-check confirms a wheel failure', detail: `Motor current ${current.toFixed(2)} A (nominal ${NOMINAL_CURRENT} A) and attitude error ${attitude.toFixed(3)}°.` });
      if (!s.reconfigureRule) {
        aborted = true;
        outcome = 'No reconfiguration rule loaded: the safe default fires, the engine is shut down and the spacecraft goes to safe mode.';
        events.push({ t: t + DECISION_TIME, label: 'Burn aborted (safe default)', detail: 'Without the reconfiguration rule, the only applicable rule is "loss of attitude authority during burn: shut down engine, enter safe mode".' });
        continue;
      }
      decided = t + DECISION_TIME;
      outcome = lastMinute ? 'Wheel 3 isolated; the burn finishes on thrusters alone.' : 'Wheel 3 isolated; burn continues on three wheels plus thrusters.';
      events.push({ t: decided, label: 'Wheel 3 isolated and powered off', detail: lastMinute ? `Less than a minute of burn left: rule selects thrusters only for the remaining ${Math.round(s.burnDuration - decided)} s.` : 'Rule "wheel failure during burn, attitude recoverable": reconfigure to wheels 1, 2, 4 plus thrusters, continue burn.' });
    }
  }
  if (peak > POINTING_LIMIT && !aborted) outcome = `Pointing error reached ${peak.toFixed(2)}°, beyond the ${POINTING_LIMIT}° limit: the burn is aborted.`;
  events.sort((a, b) => a.t - b.t);
  return {
    events,
    samples,
    peakAttitude: peak,
    outcome,
    detectionLatency: flagged === null || s.fault === 'none' ? null : flagged - s.faultTime,
    recoveryTime: recovered === null || decided === null ? null : recovered - s.faultTime,
  };
}
