// The WebRTC connection between two devices: one data channel, set up
// from an offer and an answer that the people carry themselves (www/pair/pair.js makes
// them compact). By default no ICE server is asked anything: only host candidates,
// the devices' own addresses on their network. Events:
//   open                  the channel is open
//   message { text }      a message arrived
//   quiet / awake         nothing arrived for a while / something arrived again
//   closed { reason }     the connection is over: 'failed' (ICE gave up), 'closed'
//                         (the friend or this device closed it), 'silent' (nothing heard,
//                         not even the heartbeat, for SILENT_MILLIS) or 'timeout' (not
//                         open within the time given to connect())

import { compactSdp, expandSdp } from './pair.js';

/** How long ICE gathering may take before the offer or answer goes with the candidates found. */
const GATHER_MILLIS = 5000;
/**
 * The heartbeat: a ping each PING_MILLIS, and a look at the silence each TICK_MILLIS. Quiet
 * after QUIET_MILLIS of silence; after SILENT_MILLIS the connection is taken for lost (a closed
 * tab is otherwise noticed by WebRTC only after 15 s or more), so a drop is said within 5 s.
 */
const PING_MILLIS = 1000;
const TICK_MILLIS = 250;
const QUIET_MILLIS = 2000;
const SILENT_MILLIS = 4000;
const PING = '{"v":1,"t":"ping"}';

export class PairLink extends EventTarget {
  /** @param {RTCIceServer[]} iceServers none by default: only the devices' own addresses */
  constructor(iceServers = []) {
    super();
    this.pc = new RTCPeerConnection({ iceServers });
    this.channel = null;
    this.isOpen = false;
    this.over = false;
    this.quiet = false;
    this.heard = 0;
    this.timers = [];
    this.pc.addEventListener('connectionstatechange', () => {
      if (this.pc.connectionState === 'failed') this.end('failed');
    });
    this.pc.addEventListener('datachannel', (e) => this.adopt(e.channel));
  }

  /** The inviter's half: resolves to the compact offer (candidates included). */
  async offer() {
    this.adopt(this.pc.createDataChannel('mancala', { ordered: true }));
    await this.pc.setLocalDescription(await this.pc.createOffer());
    return this.gathered();
  }

  /** The friend's half: takes the compact offer, resolves to the compact answer. */
  async answer(offer) {
    await this.pc.setRemoteDescription({ type: 'offer', sdp: expandSdp(offer, 'offer') });
    await this.pc.setLocalDescription(await this.pc.createAnswer());
    return this.gathered();
  }

  /** The inviter takes the friend's compact answer; the devices then connect. */
  async accept(answer) {
    await this.pc.setRemoteDescription({ type: 'answer', sdp: expandSdp(answer, 'answer') });
  }

  /** Ends the connection with 'timeout' unless the channel opens within `millis`. */
  connect(millis) {
    if (this.isOpen || this.over) return;
    this.timers.push(setTimeout(() => !this.isOpen && this.end('timeout'), millis));
  }

  /** How many candidates of each kind this device offered (for the words of a failure). */
  get candidates() {
    return this.offered ?? { h: 0, s: 0, r: 0 };
  }

  async gathered() {
    if (this.pc.iceGatheringState !== 'complete') {
      await /** @type {Promise<void>} */ (new Promise((done) => {
        const timer = setTimeout(done, GATHER_MILLIS);
        this.pc.addEventListener('icegatheringstatechange', () => {
          if (this.pc.iceGatheringState === 'complete') {
            clearTimeout(timer);
            done();
          }
        });
      }));
    }
    const compact = compactSdp(this.pc.localDescription.sdp);
    this.offered = { h: 0, s: 0, r: 0 };
    for (const [type] of compact.c) this.offered[type] += 1;
    return compact;
  }

  adopt(channel) {
    this.channel = channel;
    channel.addEventListener('open', () => {
      this.isOpen = true;
      this.heard = Date.now();
      this.pinged = 0;
      this.timers.push(setInterval(() => this.tick(), TICK_MILLIS));
      this.dispatchEvent(new Event('open'));
    });
    channel.addEventListener('message', (e) => {
      this.heard = Date.now();
      if (this.quiet) {
        this.quiet = false;
        this.dispatchEvent(new Event('awake'));
      }
      if (e.data === PING) return;
      this.dispatchEvent(new CustomEvent('message', { detail: { text: e.data } }));
    });
    channel.addEventListener('close', () => this.end('closed'));
  }

  tick() {
    const now = Date.now();
    if (now - this.pinged >= PING_MILLIS) {
      this.pinged = now;
      this.sendText(PING);
    }
    if (now - this.heard > SILENT_MILLIS) {
      this.end('silent');
      return;
    }
    if (!this.quiet && now - this.heard > QUIET_MILLIS) {
      this.quiet = true;
      this.dispatchEvent(new Event('quiet'));
    }
  }

  /** Sends `text` if the channel is open; false if it is not. */
  sendText(text) {
    if (this.channel?.readyState !== 'open') return false;
    try {
      this.channel.send(text);
      return true;
    } catch {
      return false;
    }
  }

  end(reason) {
    if (this.over) return;
    this.over = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers = [];
    this.channel?.close();
    this.pc.close();
    this.dispatchEvent(new CustomEvent('closed', { detail: { reason } }));
  }

  close() {
    this.end('closed');
  }
}
