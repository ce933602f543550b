//! The WebRTC offer or answer of a data-channel-only connection, as a short text that fits a QR
//! code and a copy-and-paste. With no signalling server, one device shows its offer and the other
//! its answer; the text keeps only what such a connection needs, and [`Handshake::to_sdp`] puts
//! the rest back the way browsers write it.
//!
//! What is kept: offer or answer with its DTLS role (`a=setup`), the ICE user name and password,
//! the certificate's SHA-256 fingerprint, and the host candidates (UDP, an IPv4 or IPv6 address or
//! a browser's mDNS `….local` name, and a port). Everything else of a data channel's SDP is the
//! same for every browser (`m=application … webrtc-datachannel`, `a=mid:0`, `a=sctp-port:5000`).
//!
//! The text is `T1`, a role letter (`O` an offer, `A` an answer that is DTLS client, `P` one that
//! is DTLS server), the user name, `.`, the password, `.`, then base64url (no padding) of the 32
//! fingerprint bytes followed by each candidate: a kind byte (0 IPv4, 1 IPv6, 2 an mDNS name that
//! is a UUID, 3 another mDNS name), the address (4, 16 or 16 bytes, or a length byte and the
//! name), then the port (2 bytes, big-endian). Candidates go in the order of their priority,
//! highest first. The user name and password are ICE characters (`A-Z a-z 0-9 + /`), written
//! with `-` for `+` and `_` for `/` so that the whole text is URL-safe.
//!
//! ```
//! use tabula::pairing::handshake::{Handshake, Kind};
//! let sdp = "v=0\r\nm=application 9 UDP/DTLS/SCTP webrtc-datachannel\r\n\
//!     a=candidate:1 1 udp 2113937151 192.168.1.20 50000 typ host\r\n\
//!     a=ice-ufrag:KlQh\r\na=ice-pwd:DQQqZvNPtarhPpONguwBEkpX\r\n\
//!     a=fingerprint:sha-256 DA:82:D0:6F:CE:68:F9:8D:18:EA:B1:5C:57:99:72:D5:\
//!     38:FD:A5:9C:09:37:88:E0:5E:9F:D6:A5:5F:82:B7:8A\r\na=setup:actpass\r\na=mid:0\r\n";
//! let offer = Handshake::from_sdp(Kind::Offer, sdp).unwrap();
//! let text = offer.encode();
//! assert!(text.starts_with("T1OKlQh.DQQqZvNPtarhPpONguwBEkpX."));
//! let back = Handshake::decode(&text).unwrap();
//! assert_eq!(back, offer);
//! assert!(back.to_sdp().contains("a=candidate:1 1 udp 2130706431 192.168.1.20 50000 typ host"));
//! assert!(Handshake::decode("T1O").is_err());
//! ```

use std::fmt;
use std::net::{Ipv4Addr, Ipv6Addr};

/// What the text starts with: the format's name and version. A later format adds a version.
pub const PREFIX: &str = "T1";

/// The most candidates a text carries: each is about 26 characters, and a QR code that a phone
/// reads from across a table must stay small. The highest-priority ones are kept.
pub const MAX_CANDIDATES: usize = 8;

/// An offer (the device that starts) or an answer (the device that scanned the offer).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    Offer,
    Answer,
}

/// Which side of DTLS a device takes (`a=setup`): an offer leaves it open (`actpass`), the
/// answer picks `active` (it is the DTLS client) or `passive`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Setup {
    ActPass,
    Active,
    Passive,
}

impl Setup {
    /// The word in `a=setup:`.
    pub fn sdp_word(self) -> &'static str {
        match self {
            Setup::ActPass => "actpass",
            Setup::Active => "active",
            Setup::Passive => "passive",
        }
    }
}

/// Where a host candidate listens.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Address {
    V4(Ipv4Addr),
    V6(Ipv6Addr),
    /// An mDNS name without its `.local` (browsers hide the local address behind one: Chromium,
    /// Firefox and Safari make a random UUID).
    Mdns(String),
}

impl fmt::Display for Address {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Address::V4(ip) => write!(f, "{ip}"),
            Address::V6(ip) => write!(f, "{ip}"),
            Address::Mdns(name) => write!(f, "{name}.local"),
        }
    }
}

/// One host candidate: UDP at this address and port.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Candidate {
    pub address: Address,
    pub port: u16,
}

/// What one device tells the other to connect a data channel.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Handshake {
    pub kind: Kind,
    pub setup: Setup,
    /// `a=ice-ufrag`: 4 to 256 ICE characters.
    pub ufrag: String,
    /// `a=ice-pwd`: 22 to 256 ICE characters.
    pub pwd: String,
    /// `a=fingerprint:sha-256`: the hash of the device's DTLS certificate.
    pub fingerprint: [u8; 32],
    /// Highest priority first; at least one, at most [`MAX_CANDIDATES`].
    pub candidates: Vec<Candidate>,
}

/// Why an SDP or a handshake text was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum HandshakeError {
    /// The text does not start with `T` and a version.
    NotAHandshake,
    /// A version this app does not know (from a newer app).
    UnknownVersion(String),
    /// The letter after the version is not `O`, `A` or `P`.
    UnknownRole(String),
    /// A part of the text or the SDP is missing: names it.
    Missing(&'static str),
    /// The ICE user name or password has the wrong length or a character ICE does not allow.
    BadIceText(&'static str),
    /// Not base64url where the fingerprint and addresses are.
    BadBase64,
    /// The fingerprint and addresses end in the middle of an address (or of a character).
    Truncated,
    /// An address kind byte this version does not know.
    UnknownAddressKind(u8),
    /// An mDNS name with characters a host name cannot have.
    BadMdnsName,
    /// More candidates than [`MAX_CANDIDATES`].
    TooManyCandidates,
    /// A fingerprint that is not 32 hexadecimal bytes joined by `:`.
    BadFingerprint,
    /// The SDP's `a=setup` is not one of `actpass`, `active`, `passive`, or does not suit an
    /// offer (which must leave the role open) or an answer (which must pick one).
    BadSetup(String),
    /// No UDP host candidate: gathering has not finished, or the browser found no network.
    NoCandidates,
    /// The SDP is not a single data channel as this app makes it (names what differs).
    Unsupported(String),
}

impl fmt::Display for HandshakeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            HandshakeError::NotAHandshake => {
                write!(
                    f,
                    "this is not a connection code (it should start with {PREFIX})"
                )
            }
            HandshakeError::UnknownVersion(v) => write!(
                f,
                "connection code version {v} is not known here (a newer app made it?)"
            ),
            HandshakeError::UnknownRole(r) => write!(
                f,
                "the connection code's role letter '{r}' is not O, A or P"
            ),
            HandshakeError::Missing(what) => write!(f, "{what} is missing"),
            HandshakeError::BadIceText(what) => {
                write!(f, "the ICE {what} has the wrong length or characters")
            }
            HandshakeError::BadBase64 => write!(
                f,
                "the connection code's last part has characters outside A-Z a-z 0-9 - _"
            ),
            HandshakeError::Truncated => {
                write!(
                    f,
                    "the connection code is cut short (or its end is changed)"
                )
            }
            HandshakeError::UnknownAddressKind(k) => {
                write!(f, "the connection code has an address of unknown kind {k}")
            }
            HandshakeError::BadMdnsName => write!(f, "an mDNS address is not a host name"),
            HandshakeError::TooManyCandidates => {
                write!(f, "more than {MAX_CANDIDATES} addresses")
            }
            HandshakeError::BadFingerprint => {
                write!(f, "the sha-256 fingerprint is not 32 hexadecimal bytes")
            }
            HandshakeError::BadSetup(s) => write!(f, "the DTLS setup \"{s}\" does not fit"),
            HandshakeError::NoCandidates => write!(
                f,
                "no local network address (UDP host candidate) in the description"
            ),
            HandshakeError::Unsupported(what) => {
                write!(f, "not a data channel this app makes: {what}")
            }
        }
    }
}

impl std::error::Error for HandshakeError {}

impl Handshake {
    // `from_sdp` and `to_sdp` are in sdp.rs, with the SDP they read and write.

    /// The `RTCSessionDescription` type that goes with [`Handshake::to_sdp`].
    pub fn sdp_type(&self) -> &'static str {
        match self.kind {
            Kind::Offer => "offer",
            Kind::Answer => "answer",
        }
    }

    /// The short text: `T1`, the role letter, user name, password, fingerprint and candidates.
    pub fn encode(&self) -> String {
        let role = match (self.kind, self.setup) {
            (Kind::Answer, Setup::Passive) => 'P',
            (Kind::Answer, _) => 'A',
            (Kind::Offer, _) => 'O',
        };
        let mut bytes = self.fingerprint.to_vec();
        for candidate in &self.candidates {
            push_candidate(&mut bytes, candidate);
        }
        format!(
            "{PREFIX}{role}{}.{}.{}",
            ice_to_text(&self.ufrag),
            ice_to_text(&self.pwd),
            base64url_encode(&bytes)
        )
    }

    /// Reads a text that [`Handshake::encode`] made (spaces and line breaks around it are
    /// allowed: it is pasted by hand).
    pub fn decode(text: &str) -> Result<Handshake, HandshakeError> {
        let text = text.trim();
        let rest = text
            .strip_prefix('T')
            .ok_or(HandshakeError::NotAHandshake)?;
        let version_len = rest
            .find(|c: char| !c.is_ascii_digit())
            .unwrap_or(rest.len());
        if version_len == 0 {
            return Err(HandshakeError::NotAHandshake);
        }
        let (version, rest) = rest.split_at(version_len);
        if version != &PREFIX[1..] {
            return Err(HandshakeError::UnknownVersion(version.to_string()));
        }
        let mut chars = rest.chars();
        let role = chars
            .next()
            .ok_or(HandshakeError::Missing("the role letter"))?;
        let (kind, setup) = match role {
            'O' => (Kind::Offer, Setup::ActPass),
            'A' => (Kind::Answer, Setup::Active),
            'P' => (Kind::Answer, Setup::Passive),
            other => return Err(HandshakeError::UnknownRole(other.to_string())),
        };
        let mut parts = chars.as_str().split('.');
        let ufrag = parts.next().unwrap_or("");
        let pwd = parts
            .next()
            .ok_or(HandshakeError::Missing("the ICE password"))?;
        let data = parts
            .next()
            .ok_or(HandshakeError::Missing("the fingerprint and addresses"))?;
        if parts.next().is_some() {
            return Err(HandshakeError::Unsupported("more than three parts".into()));
        }
        let ufrag = ice_from_text(ufrag, 4).ok_or(HandshakeError::BadIceText("user name"))?;
        let pwd = ice_from_text(pwd, 22).ok_or(HandshakeError::BadIceText("password"))?;
        let bytes = base64url_decode(data)?;
        if bytes.len() < 32 {
            return Err(HandshakeError::Truncated);
        }
        let (fingerprint, mut rest) = bytes.split_at(32);
        let mut candidates = Vec::new();
        while !rest.is_empty() {
            if candidates.len() == MAX_CANDIDATES {
                return Err(HandshakeError::TooManyCandidates);
            }
            let (candidate, after) = read_candidate(rest)?;
            candidates.push(candidate);
            rest = after;
        }
        if candidates.is_empty() {
            return Err(HandshakeError::NoCandidates);
        }
        Ok(Handshake {
            kind,
            setup,
            ufrag,
            pwd,
            fingerprint: fingerprint
                .try_into()
                .map_err(|_| HandshakeError::Truncated)?,
            candidates,
        })
    }
}

/// Whether `text` is an ICE user name (at least 4) or password (at least 22): ICE characters,
/// at most 256 (RFC 8839).
pub(super) fn is_ice_text(text: &str, min: usize) -> bool {
    (min..=256).contains(&text.len())
        && text
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'+' || b == b'/')
}

fn ice_to_text(ice: &str) -> String {
    ice.replace('+', "-").replace('/', "_")
}

fn ice_from_text(text: &str, min: usize) -> Option<String> {
    if text.contains(['+', '/']) {
        return None;
    }
    let ice = text.replace('-', "+").replace('_', "/");
    is_ice_text(&ice, min).then_some(ice)
}

const KIND_V4: u8 = 0;
const KIND_V6: u8 = 1;
const KIND_UUID: u8 = 2;
const KIND_NAME: u8 = 3;

fn push_candidate(bytes: &mut Vec<u8>, candidate: &Candidate) {
    match &candidate.address {
        Address::V4(ip) => {
            bytes.push(KIND_V4);
            bytes.extend_from_slice(&ip.octets());
        }
        Address::V6(ip) => {
            bytes.push(KIND_V6);
            bytes.extend_from_slice(&ip.octets());
        }
        Address::Mdns(name) => match uuid_bytes(name) {
            Some(uuid) => {
                bytes.push(KIND_UUID);
                bytes.extend_from_slice(&uuid);
            }
            None => {
                bytes.push(KIND_NAME);
                // `is_mdns_label` keeps names to 63 bytes, so the length fits.
                bytes.push(name.len() as u8);
                bytes.extend_from_slice(name.as_bytes());
            }
        },
    }
    bytes.extend_from_slice(&candidate.port.to_be_bytes());
}

fn read_candidate(bytes: &[u8]) -> Result<(Candidate, &[u8]), HandshakeError> {
    let (&kind, rest) = bytes.split_first().ok_or(HandshakeError::Truncated)?;
    let take = |rest: &'_ [u8], n: usize| -> Result<(Vec<u8>, usize), HandshakeError> {
        rest.get(..n)
            .map(|b| (b.to_vec(), n))
            .ok_or(HandshakeError::Truncated)
    };
    let (address, used) = match kind {
        KIND_V4 => {
            let (b, n) = take(rest, 4)?;
            (Address::V4(Ipv4Addr::new(b[0], b[1], b[2], b[3])), n)
        }
        KIND_V6 | KIND_UUID => {
            let (b, n) = take(rest, 16)?;
            let octets: [u8; 16] = b.try_into().map_err(|_| HandshakeError::Truncated)?;
            if kind == KIND_V6 {
                (Address::V6(Ipv6Addr::from(octets)), n)
            } else {
                (Address::Mdns(uuid_text(&octets)), n)
            }
        }
        KIND_NAME => {
            let len = usize::from(*rest.first().ok_or(HandshakeError::Truncated)?);
            let (b, n) = take(&rest[1..], len)?;
            let name = String::from_utf8(b).map_err(|_| HandshakeError::BadMdnsName)?;
            if !is_mdns_label(&name) {
                return Err(HandshakeError::BadMdnsName);
            }
            (Address::Mdns(name), n + 1)
        }
        other => return Err(HandshakeError::UnknownAddressKind(other)),
    };
    let rest = &rest[used..];
    let port = rest.get(..2).ok_or(HandshakeError::Truncated)?;
    let port = u16::from_be_bytes([port[0], port[1]]);
    Ok((Candidate { address, port }, &rest[2..]))
}

/// A name that can stand before `.local`: one DNS label of letters, digits and `-`.
pub(super) fn is_mdns_label(name: &str) -> bool {
    (1..=63).contains(&name.len()) && name.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'-')
}

/// The 16 bytes of a UUID written as browsers write them (lowercase, 8-4-4-4-12), so that the
/// name comes back exactly; any other spelling is kept as a name.
fn uuid_bytes(name: &str) -> Option<[u8; 16]> {
    let groups: Vec<&str> = name.split('-').collect();
    let lengths: Vec<usize> = groups.iter().map(|g| g.len()).collect();
    if lengths != [8, 4, 4, 4, 12] {
        return None;
    }
    let hex: String = groups.concat();
    if !hex.bytes().all(|b| matches!(b, b'0'..=b'9' | b'a'..=b'f')) {
        return None;
    }
    let mut out = [0u8; 16];
    for (i, byte) in out.iter_mut().enumerate() {
        *byte = u8::from_str_radix(&hex[2 * i..2 * i + 2], 16).ok()?;
    }
    Some(out)
}

fn uuid_text(bytes: &[u8; 16]) -> String {
    let hex: String = bytes.iter().map(|b| format!("{b:02x}")).collect();
    format!(
        "{}-{}-{}-{}-{}",
        &hex[..8],
        &hex[8..12],
        &hex[12..16],
        &hex[16..20],
        &hex[20..]
    )
}

const BASE64URL: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

/// Base64url without padding (RFC 4648 §5): a link and a QR code keep it as it is.
fn base64url_encode(bytes: &[u8]) -> String {
    let mut out = String::with_capacity(bytes.len().div_ceil(3) * 4);
    for chunk in bytes.chunks(3) {
        let b = [
            chunk[0],
            *chunk.get(1).unwrap_or(&0),
            *chunk.get(2).unwrap_or(&0),
        ];
        let n = (u32::from(b[0]) << 16) | (u32::from(b[1]) << 8) | u32::from(b[2]);
        for i in 0..=chunk.len() {
            out.push(BASE64URL[(n >> (18 - 6 * i)) as usize & 63] as char);
        }
    }
    out
}

/// The bytes of unpadded base64url. A length no encoding makes (one character over a multiple of
/// four) or unused low bits that are not zero (so that each byte string has one text) are what a
/// text cut short shows.
fn base64url_decode(text: &str) -> Result<Vec<u8>, HandshakeError> {
    let mut out = Vec::with_capacity(text.len() * 3 / 4);
    let (mut acc, mut bits) = (0u32, 0u32);
    for b in text.bytes() {
        let value = BASE64URL
            .iter()
            .position(|&c| c == b)
            .ok_or(HandshakeError::BadBase64)? as u32;
        acc = (acc << 6) | value;
        bits += 6;
        if bits >= 8 {
            bits -= 8;
            out.push((acc >> bits) as u8);
            acc &= (1 << bits) - 1;
        }
    }
    if text.len() % 4 == 1 || acc != 0 {
        return Err(HandshakeError::Truncated);
    }
    Ok(out)
}
