// Pebble sounds, synthesized with Web Audio (nothing is loaded): a soft tock
// when a seed drops, a little clatter when seeds are captured, a brush of the
// hand when a hole is lifted. The board session plays them as the animation's
// events land, so they keep step with it at every speed; events applied at once
// (instant speed, Finish move, a step) give one sound, not a burst.

/** Where the person's choice of sound is kept: apart from the save, so every page follows it. */
const CHOICE_KEY = 'mancala-web.sound';

/** The person's last choice (true for on, false for off), or null when there is none or no storage. */
export function rememberedSound() {
  try {
    const value = window.localStorage?.getItem(CHOICE_KEY);
    return value === 'on' ? true : value === 'off' ? false : null;
  } catch {
    return null;
  }
}

/** Keeps the person's choice for the next pages (nothing happens where storage is refused). */
export function rememberSound(on) {
  try {
    window.localStorage?.setItem(CHOICE_KEY, on ? 'on' : 'off');
  } catch {
    // A sandboxed frame or a private mode that refuses storage: this page still follows the choice.
  }
}

/** Shortest gap between two sounds of one kind (ms): a jump over many events sounds once. */
const MIN_GAP_MS = 40;
const VOLUME = 0.22;

export class PebbleSound {
  constructor() {
    this.enabled = false;
    this.ctx = null;
    this.last = new Map(); // kind -> its last sound: { at: performance.now() time, start: audio clock time }
    /** What was played, for the end-to-end tests: { kind, at } (at: performance.now()). */
    this.log = [];
  }

  /** Turns the sounds on or off; on, the audio starts at the next user gesture if it must. */
  setEnabled(on) {
    this.enabled = !!on;
    if (!this.enabled) return;
    if (this.ctx) this.unlock();
    if (this.ctx?.state !== 'running') {
      // Browsers start audio only after a gesture: the first tap or key starts it.
      const start = () => this.unlock();
      window.addEventListener('pointerdown', start, { once: true, capture: true });
      window.addEventListener('keydown', start, { once: true, capture: true });
    }
  }

  unlock() {
    const Context = window.AudioContext ?? /** @type {any} */ (window).webkitAudioContext; // older Safari
    if (!Context) return;
    try {
      this.ctx ??= new Context();
      if (this.ctx.state === 'suspended') this.ctx.resume().catch(() => {});
    } catch {
      this.ctx = null; // no audio here: the game plays on in silence
    }
  }

  /** The sound of a trace event that has just landed (www/board/animator.js onLand), at `at` on the animation's clock. */
  event(ev, at) {
    switch (ev.kind) {
      case 'drop':
        this.play('drop', 1, at);
        break;
      case 'capture':
      case 'award':
        this.play('capture', Math.min(ev.seeds, 6), at);
        break;
      case 'lift':
      case 'relay':
        this.play('lift', 1, at);
        break;
      default:
        break;
    }
  }

  /**
   * Plays a sound of `kind`. `at` is when its event landed on the animation's
   * clock: the gap is measured there, not on arrival, so seeds that a late frame
   * lands together each sound (spaced as they were meant to land); events
   * applied at once (no `at`) sound once.
   */
  play(kind, count = 1, at = undefined) {
    if (!this.enabled) return;
    const when = at ?? performance.now();
    const last = this.last.get(kind);
    if (last && when - last.at < MIN_GAP_MS) return;
    this.log.push({ kind, at: when });
    if (this.log.length > 500) this.log.splice(0, 250);
    const ctx = this.ctx;
    if (!ctx || ctx.state !== 'running') {
      this.last.set(kind, { at: when, start: 0 });
      return;
    }
    const t = last ? Math.max(ctx.currentTime, last.start + (when - last.at) / 1000) : ctx.currentTime;
    this.last.set(kind, { at: when, start: t });
    if (kind === 'drop') this.tock(t, 1050 + Math.random() * 250, 1);
    else if (kind === 'capture') for (let k = 0; k < count; k += 1) this.tock(t + k * 0.028, 700 + Math.random() * 300, 0.8);
    else this.brush(t);
  }

  /** A short knock of stone on stone: a sine with a fast decay and a click of noise. */
  tock(t, freq, level) {
    const ctx = this.ctx;
    const gain = ctx.createGain();
    gain.gain.setValueAtTime(0.0001, t);
    gain.gain.exponentialRampToValueAtTime(VOLUME * level, t + 0.004);
    gain.gain.exponentialRampToValueAtTime(0.0001, t + 0.09);
    const osc = ctx.createOscillator();
    osc.type = 'sine';
    osc.frequency.setValueAtTime(freq, t);
    osc.frequency.exponentialRampToValueAtTime(freq * 0.62, t + 0.08);
    osc.connect(gain).connect(ctx.destination);
    osc.start(t);
    osc.stop(t + 0.1);
  }

  /** The hand brushing seeds up: a little band of noise. */
  brush(t) {
    const ctx = this.ctx;
    const length = Math.floor(ctx.sampleRate * 0.12);
    const buffer = ctx.createBuffer(1, length, ctx.sampleRate);
    const data = buffer.getChannelData(0);
    for (let i = 0; i < length; i += 1) data[i] = (Math.random() * 2 - 1) * (1 - i / length);
    const source = ctx.createBufferSource();
    source.buffer = buffer;
    const band = ctx.createBiquadFilter();
    band.type = 'bandpass';
    band.frequency.setValueAtTime(2400, t);
    band.Q.value = 0.9;
    const gain = ctx.createGain();
    gain.gain.value = VOLUME * 0.5;
    source.connect(band).connect(gain).connect(ctx.destination);
    source.start(t);
  }
}
